// SPEC §2 cook mode: one step at a time, Prev/Next within bounds, the step's timer, and the timers of the
// other steps in a tray. Left and right arrow keys move between steps too; Exit returns to the recipe.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Id, RecipeIngredient, RecipeStep } from '../../../contract/entities';
import { Icon } from '../../components/Icon';
import { stickyBottom } from '../../components/stickyBars';
import { useLiveText } from '../../components/useLiveText';
import { makesText, parseServes, type YieldUnit } from '../../../contract/ingredientsText';
import { formatIngredient, scaleIngredients } from '../../../contract/recipeLines';
import { ingredientsOfSteps } from '../../../contract/stepIngredients';
import { dropSession, readSession } from './cookTimers';
import { StepTimerControl } from './StepTimerControl';
import { TimerTray } from './TimerTray';
import { useStepTimers } from './useStepTimers';
import { isRunning } from '../../lib/stepTimers';
import { parseTimer } from '../../../contract/timer';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** What cook mode needs of a recipe: a verified one (CookModeScreen), an own one (ownRecipe.ts), an imported one
 *  (importedCook.ts). */
export interface CookRecipe {
  name: string;
  /** the servings (or `unit`s) it is written for */
  serves: number;
  /** what it makes, where not servings */
  unit?: YieldUnit;
  /** a step without a name is called by its number; `section`, the part of the recipe it is in, where it names one */
  recipe_steps: (RecipeStep & { section?: string })[];
  /** its ingredient lines for `serves`, each with the id its steps use it by */
  linesFor: (serves: number) => { id: Id; text: string }[];
}

/** For steps that do not say which lines they use (an own recipe's, an import's): the ids (place + 1) of the lines each
 *  step's words name, as the server reads a published recipe's (contract/stepIngredients.ts). */
export const linesNamed = (steps: string[], names: string[]): Id[][] => ingredientsOfSteps(steps, names).map((uses) => uses.map((i) => i + 1));

type StructuredLine = Pick<RecipeIngredient, 'recipe_ingredient_id' | 'quantity' | 'measurement' | 'treatment'> & { ingredient: { name: string }; value?: Id | string };

/** A verified or an own recipe's lines (quantity, measurement, treatment), `written` for some servings, at any other. */
export const structuredLines = (lines: StructuredLine[], written: number): CookRecipe['linesFor'] => (serves) =>
  scaleIngredients(lines, written, serves).map((line) => ({ id: line.recipe_ingredient_id, text: formatIngredient(line) }));

/** `timersKey`: where this tab keeps the recipe's running timers (one key per recipe) */
export function CookMode({ recipe, timersKey }: { recipe: CookRecipe; timersKey: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  // the servings the recipe page was scaled to (?serves=), kept on the way back
  const serves = parseServes(params.get('serves'));
  const lines = useMemo(() => recipe.linesFor(serves ?? recipe.serves), [recipe, serves]);
  const steps = useMemo(() => [...recipe.recipe_steps].sort((a, b) => a.step_order - b.step_order), [recipe]);
  const last = steps.length - 1;
  const within = useCallback((n: number) => Math.min(Math.max(n, 0), Math.max(last, 0)), [last]);
  // the step is kept in the address too (?step=3), so a reload (a phone's browser reloads a tab left in the
  // background) comes back to it; a move replaces the entry, so Back still leaves cook mode. The step itself is
  // state: the address changes after a render, and two quick presses read from it would both move from one step.
  // Without a step in the address (the recipe's 'Start cooking'), a session kept since cook mode was left (Back, a link)
  // opens at the step it was left on.
  const [index, setIndex] = useState(() => {
    const asked = Number.parseInt(params.get('step') ?? '', 10);
    return within(asked ? asked - 1 : readSession(timersKey)?.step ?? 0);
  });
  // a second 'Time is up' for the same step (its timer run again) is said again
  const [announcement, setAnnouncement] = useLiveText();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // the sound at zero is cookTimers.ts's, wherever the cook is; here cook mode says which timers are up
  const onDue = useCallback((ids: Id[]) => {
    const names = ids.map((id) => steps.findIndex((s) => s.recipe_step_id === id)).filter((i) => i >= 0).map((i) => steps[i]!.name || `Step ${i + 1}`);
    setAnnouncement(`Time is up: ${names.join(', ')}`);
  }, [steps, setAnnouncement]);
  // where cook mode is, for the way back to it from elsewhere in the app (the cooking chip) and its next start
  const where = useMemo(() => {
    const search = new URLSearchParams(params);
    search.set('step', String(index + 1));
    const named: Record<Id, { n: number; name: string }> = {};
    steps.forEach((s, i) => {
      if (parseTimer(s.timer) !== null) named[s.recipe_step_id] = { n: i + 1, name: s.name };
    });
    return { href: `${pathname}?${search.toString()}`, step: index, steps: named };
  }, [params, pathname, index, steps]);
  const { timers, now, ...actions } = useStepTimers(steps, onDue, timersKey, where);
  const running = Object.values(timers).some(isRunning);
  // the chip that shows running timers elsewhere in the app loads while they run here, to be there when cook mode is left
  useEffect(() => {
    if (running) void import(/* webpackChunkName: "cooking-chip" */ './CookingChip').catch(() => undefined);
  }, [running]);

  /** to a step: a number, or how to get there from the step shown now */
  const goTo = useCallback((next: number | ((from: number) => number)) => {
    moved.current = true;
    setIndex((from) => within(typeof next === 'number' ? next : next(from)));
  }, [within]);

  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    setParams((current) => {
      current.set('step', String(index + 1));
      return current;
    }, { replace: true });
  }, [index, setParams]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || (target && (TYPING.has(target.tagName) || target.isContentEditable))) return;
      if (target?.closest('[role="menu"], [role="tablist"], dialog')) return;
      if (event.key === 'ArrowRight') goTo((from) => from + 1);
      if (event.key === 'ArrowLeft') goTo((from) => from - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo]);

  const exit = () => {
    // Exit drops its timers: kept, they came back running (or long past zero) the next time (Back or a link keeps
    // them, ringing wherever the cook is)
    dropSession(timersKey);
    void navigate({ search: serves === null ? '' : `?serves=${serves}` });
  };
  const step = steps[index];
  const timer = step ? timers[step.recipe_step_id] : undefined;
  const used = step ? lines.filter((line) => step.ingredients.includes(line.id)) : [];
  const count = `Step ${index + 1} of ${steps.length}${step?.section ? ` · ${step.section}` : ''}`;

  return (
    <div className="cook">
      <header className="cook__header">
        <div>
          <p className="cook__kicker">Cook mode{serves !== null && serves !== recipe.serves && ` · ${makesText(serves, recipe.unit)}`}</p>
          <h1 className="cook__title">{recipe.name}</h1>
        </div>
        <button type="button" className="btn btn--secondary" onClick={exit}>
          <Icon name="close" size={18} /> Exit cook mode
        </button>
      </header>

      <TimerTray steps={steps} currentStepId={step?.recipe_step_id} timers={timers} now={now} actions={actions} onGoTo={goTo} />

      {step ? (
        <section className="cook__step" aria-labelledby="cook-step-title">
          {/* a step with no name is headed by its count */}
          {step.name && <p className="cook__count">{count}</p>}
          <h2 id="cook-step-title" className="cook__step-title" ref={heading} tabIndex={-1}>{step.name || count}</h2>
          <p className="cook__text">{step.description}</p>
          {used.length > 0 && (
            <div className="cook__uses">
              <h3 id="cook-uses-title">You need</h3>
              <ul aria-labelledby="cook-uses-title">{used.map((line) => <li key={line.id}>{line.text}</li>)}</ul>
            </div>
          )}
          {timer && (
            <StepTimerControl
              label={step.name || count}
              timer={timer}
              now={now}
              onStart={() => actions.start(step.recipe_step_id)}
              onPause={() => actions.pause(step.recipe_step_id)}
              onReset={() => actions.reset(step.recipe_step_id)}
            />
          )}
          {step.image && <div className="cook__media"><img src={step.image} alt="" width={1280} height={720} decoding="async" /></div>}
        </section>
      ) : (
        <p className="cook__step">This recipe has no steps to cook.</p>
      )}

      <nav ref={stickyBottom} className="cook__nav" aria-label="Steps">
        <button type="button" className="btn btn--secondary" onClick={() => goTo((from) => from - 1)} disabled={index <= 0}>
          <Icon name="chevronLeft" size={18} /> Prev
        </button>
        <button type="button" className="btn btn--primary" onClick={() => goTo((from) => from + 1)} disabled={index >= last}>
          Next <Icon name="chevronRight" size={18} />
        </button>
      </nav>
      {index >= last && steps.length > 0 && (
        <button type="button" className="btn btn--primary btn--block cook__finish" onClick={exit}>
          <Icon name="check" size={18} /> Finish cooking
        </button>
      )}
      <p className="visually-hidden" role="alert">{announcement}</p>
    </div>
  );
}
