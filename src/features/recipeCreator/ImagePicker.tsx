// A recipe or step photo: pick a file, see it cropped to 16:9, replace or remove it; SPEC §8's image
// errors appear under the picker and the previous photo stays.
import { useId, useState, type ChangeEvent } from 'react';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { ImageError, processImage } from './processImage';

interface ImagePickerProps {
  label: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}

export function ImagePicker({ label, value, onChange }: ImagePickerProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await processImage(file));
    } catch (err) {
      setError(err instanceof ImageError ? err.message : RECIPE_MESSAGES.imageProcessingFailed);
    } finally {
      setBusy(false);
      // the same file may be picked again after an error
      input.value = '';
    }
  };

  return (
    <div className="image-picker">
      <label htmlFor={id} className="field__label">{label}</label>
      {value && <img className="image-picker__preview" src={value} alt={`${label} preview`} width={320} height={180} />}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="image-picker__input"
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => void pick(e)}
      />
      {busy && <p role="status" className="muted">Processing photo…</p>}
      {error && <p id={`${id}-error`} role="alert" className="field__error">{error}</p>}
      {value && !busy && (
        <button type="button" className="btn btn--ghost" onClick={() => onChange(null)}>Remove {label.toLowerCase()}</button>
      )}
    </div>
  );
}
