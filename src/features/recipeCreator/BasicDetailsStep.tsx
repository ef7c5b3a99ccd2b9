// Wizard step 1 (SPEC §2 base route): name (checked 500 ms after typing, SPEC §4), description and photo.
import { useId, useState } from 'react';
import { MESSAGES, NAME_MAX } from '../../../contract/rules';
import { TextField } from '../../components/TextField';
import { ImagePicker } from './ImagePicker';
import type { StepProps } from './wizardTypes';

interface Props extends StepProps {
  nameError: string | null;
  checking: boolean;
}

export function BasicDetailsStep({ draft, setDraft, nameError, checking }: Props) {
  const descriptionId = useId();
  const [touched, setTouched] = useState({ name: false, description: false });
  const nameMessage = touched.name && !draft.name.trim() ? MESSAGES.recipeNameRequired : nameError;
  const descriptionMessage = touched.description && !draft.description.trim() ? MESSAGES.recipeDescriptionRequired : null;

  return (
    <div className="wizard__fields">
      <TextField
        label="Recipe name"
        value={draft.name}
        maxLength={NAME_MAX}
        required
        autoComplete="off"
        error={nameMessage}
        hint={checking && draft.name.trim() ? 'Checking the name…' : undefined}
        onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, name: true }))}
      />
      <div className="field">
        <label htmlFor={descriptionId} className="field__label">Description</label>
        <textarea
          id={descriptionId}
          className="field__input wizard__textarea"
          rows={4}
          maxLength={5000}
          required
          value={draft.description}
          aria-invalid={descriptionMessage ? true : undefined}
          aria-describedby={descriptionMessage ? `${descriptionId}-error` : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          onBlur={() => setTouched((t) => ({ ...t, description: true }))}
        />
        {descriptionMessage && <p id={`${descriptionId}-error`} className="field__error">{descriptionMessage}</p>}
      </div>
      <ImagePicker label="Recipe photo" value={draft.recipe_image} onChange={(recipe_image) => setDraft((d) => ({ ...d, recipe_image }))} />
    </div>
  );
}
