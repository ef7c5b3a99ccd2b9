// SPEC §5, §9: a step timer as hours, minutes and seconds, each at most 2 digits, digits only.
import { useId } from 'react';
import { setTimerField, splitTimer } from '../../lib/recipeDraft';

const FIELDS = ['hours', 'minutes', 'seconds'] as const;

export function TimerFields({ label, value, onChange }: { label: string; value: string; onChange: (timer: string) => void }) {
  const id = useId();
  const parts = splitTimer(value);
  return (
    <fieldset className="timer-fields">
      <legend className="field__label">{label}</legend>
      {FIELDS.map((field, index) => (
        <span key={field} className="timer-fields__part">
          <input
            id={`${id}-${field}`}
            className="field__input timer-fields__input"
            inputMode="numeric"
            pattern="[0-9]{0,2}"
            maxLength={2}
            size={2}
            autoComplete="off"
            value={parts[index]}
            aria-label={`${label} ${field}`}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => {
              const next = setTimerField(value, index as 0 | 1 | 2, e.target.value);
              if (next !== null) onChange(next);
            }}
          />
          {index < 2 && <span aria-hidden="true">:</span>}
        </span>
      ))}
    </fieldset>
  );
}
