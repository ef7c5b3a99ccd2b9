// Wizard step 4 (SPEC §2 /steps): the method, each step with a title, a description (both required,
// SPEC §5), an optional timer and photo; steps can be added, moved and removed.
import { useEffect, useRef, useState } from 'react';
import type { DraftStep } from '../../../contract/entities';
import { NAME_MAX, STEP_DESCRIPTION_MAX } from '../../../contract/rules';
import { RECIPE_MESSAGES, recipeTextTooLong } from '../../../contract/recipeRules';
import { focusAfterRemoval } from '../../components/focusAfterRemoval';
import { TextArea, TextField } from '../../components/TextField';
import { newStep } from '../../lib/recipeDraft';
import { ImagePicker } from './ImagePicker';
import { TimerFields } from './TimerFields';
import type { StepProps } from './wizardTypes';

interface StepEditorProps {
  step: DraftStep;
  number: number;
  count: number;
  onChange: (change: Partial<DraftStep>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** the step 'Add a step' just made: its title takes the focus */
  added: boolean;
}

function StepEditor({ step, number, count, onChange, onMove, onRemove, added }: StepEditorProps) {
  const [touched, setTouched] = useState({ title: false, description: false });
  const titleError = touched.title && !step.title.trim() ? RECIPE_MESSAGES.stepTitleRequired(number) : null;
  const descriptionError = touched.description && !step.description.trim() ? RECIPE_MESSAGES.stepDescriptionRequired(number) : null;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = useRef<-1 | 1 | null>(null);
  const title = useRef<HTMLInputElement>(null);
  // a new step's fields push 'Add a step' down, out of sight behind the wizard's Back and Next: the keyboard goes on
  // in the new step, as it does after adding an ingredient
  useEffect(() => {
    if (added) title.current?.focus();
  }, [added]);
  // a move takes the step out of its place (and may disable the pressed button), which drops the focus to the
  // page: once it has its new number, the focus returns to the same button, or the other one if that is disabled
  useEffect(() => {
    if (moved.current === null) return;
    const [pressed, other] = moved.current === -1 ? [up.current, down.current] : [down.current, up.current];
    moved.current = null;
    (pressed?.disabled ? other : pressed)?.focus();
  }, [number]);
  const move = (by: -1 | 1) => {
    moved.current = by;
    onMove(by);
  };
  return (
    <li className="wizard__step">
      <fieldset>
        <legend>Step {number}</legend>
        <TextField
          ref={title}
          label={`Step ${number} title`}
          value={step.title}
          limit={{ max: NAME_MAX, tooLong: RECIPE_MESSAGES.stepTitleTooLong(number) }}
          error={titleError}
          onChange={(e) => onChange({ title: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, title: true }))}
        />
        <TextArea
          label={`Step ${number} description`}
          className="wizard__textarea"
          rows={3}
          limit={{ max: STEP_DESCRIPTION_MAX, tooLong: RECIPE_MESSAGES.stepDescriptionTooLong(number) }}
          value={step.description}
          error={descriptionError}
          onChange={(e) => onChange({ description: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, description: true }))}
        />
        <TimerFields label={`Step ${number} timer`} value={step.timer} onChange={(timer) => onChange({ timer })} />
        <ImagePicker label={`Step ${number} photo`} value={step.step_image} onChange={(step_image) => onChange({ step_image })} />
        <div className="wizard__step-actions">
          <button ref={up} type="button" className="btn btn--ghost" disabled={number === 1} onClick={() => move(-1)}>Move step {number} up</button>
          <button ref={down} type="button" className="btn btn--ghost" disabled={number === count} onClick={() => move(1)}>Move step {number} down</button>
          <button type="button" className="btn btn--ghost" data-row-remove onClick={(e) => { focusAfterRemoval(e.currentTarget); onRemove(); }}>
            Remove step {number}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

/** ours: what a step still needs before Next opens ('Step 3 needs a title and a description'), or null */
function stepNeeds(step: DraftStep, number: number): string | null {
  const missing = [!step.title.trim() && 'a title', !step.description.trim() && 'a description'].filter(Boolean);
  return missing.length ? `Step ${number} needs ${missing.join(' and ')}` : null;
}

export function StepsStep({ draft, setDraft }: StepProps) {
  const [added, setAdded] = useState<string | null>(null);
  const setSteps = (next: (steps: DraftStep[]) => DraftStep[]) => setDraft((d) => ({ ...d, steps: next(d.steps) }));
  const move = (index: number, by: -1 | 1) => setSteps((steps) => {
    const next = [...steps];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    return next;
  });

  // Next waits for every step to be complete: what holds it back is said under the steps, and said again as it changes
  // (a step added by mistake left Next disabled without a word; the fields' own messages wait until they are left)
  // and for a text longer than a recipe keeps, which its field keeps rather than cut (QA newcomer D4)
  const tooLong = recipeTextTooLong(draft);
  const needs = draft.steps.length === 0
    ? [RECIPE_MESSAGES.stepRequired]
    : draft.steps.flatMap((step, index) => [stepNeeds(step, index + 1), tooLong[`step_${index}_title`], tooLong[`step_${index}_description`]]
      .filter((need): need is string => Boolean(need)));

  return (
    <div className="wizard__fields">
      <ol className="wizard__steps-list">
        {draft.steps.map((step, index) => (
          <StepEditor
            key={step.id}
            step={step}
            number={index + 1}
            count={draft.steps.length}
            onChange={(change) => setSteps((steps) => steps.map((s, i) => (i === index ? { ...s, ...change } : s)))}
            onMove={(by) => move(index, by)}
            onRemove={() => setSteps((steps) => steps.filter((_, i) => i !== index))}
            added={step.id === added}
          />
        ))}
      </ol>
      <div role="status" className="muted wizard__needs">{needs.map((need) => <p key={need}>{need}</p>)}</div>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => {
          const step = newStep();
          setAdded(step.id);
          setSteps((steps) => [...steps, step]);
        }}
      >
        Add a step
      </button>
    </div>
  );
}
