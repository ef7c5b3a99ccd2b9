// Wizard step 1 (SPEC §2 base route): name (checked 500 ms after typing, SPEC §4), description and photo.
import { useState } from 'react';
import { NAME_MAX, RECIPE_DESCRIPTION_MAX } from '../../../contract/rules';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { TextArea, TextField } from '../../components/TextField';
import { ImagePicker } from './ImagePicker';
import type { StepProps } from './wizardTypes';

interface Props extends StepProps {
  nameError: string | null;
  checking: boolean;
}

export function BasicDetailsStep({ draft, setDraft, nameError, checking }: Props) {
  const [touched, setTouched] = useState({ name: false, description: false });
  const nameMessage = touched.name && !draft.name.trim() ? RECIPE_MESSAGES.recipeNameRequired : nameError;
  const descriptionMessage = touched.description && !draft.description.trim() ? RECIPE_MESSAGES.recipeDescriptionRequired : null;

  return (
    <div className="wizard__fields">
      {/* a longer paste is kept and said, not cut (QA newcomer D4): Next waits until it is shortened */}
      <TextField
        label="Recipe name"
        value={draft.name}
        required
        limit={{ max: NAME_MAX, tooLong: RECIPE_MESSAGES.recipeNameTooLong }}
        autoComplete="off"
        error={nameMessage}
        hint={checking && draft.name.trim() ? 'Checking the name…' : undefined}
        onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, name: true }))}
      />
      <TextArea
        label="Description"
        className="wizard__textarea"
        rows={4}
        required
        limit={{ max: RECIPE_DESCRIPTION_MAX, tooLong: RECIPE_MESSAGES.recipeDescriptionTooLong }}
        value={draft.description}
        error={descriptionMessage}
        onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, description: true }))}
      />
      <ImagePicker label="Recipe photo" value={draft.recipe_image} onChange={(recipe_image) => setDraft((d) => ({ ...d, recipe_image }))} />
    </div>
  );
}
