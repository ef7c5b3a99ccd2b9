// A labelled input or text area with its error below it, wired for screen readers; a form's submit button; and the
// focus on the first refused field after a refused submit.
import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type ComponentProps, type RefObject } from 'react';
import { lengthAgainst } from '../lib/textLength';

/**
 * A bound on a field's length, which the form's rule holds the save to. The field takes more rather than cut a paste
 * short without a word (maxLength would): from 80 % of `max` its hint tells the length, past it how far over, and it
 * says `tooLong` at once (QA newcomer D4, as a note's field does, QA B D8).
 */
export interface LengthLimit {
  max: number;
  tooLong: string;
}

interface FieldText {
  label: string;
  error?: string | null;
  hint?: string;
  limit?: LengthLimit;
}

/** The hint and error under a field, and the ids the field is described by; a length past its limit is said at once. */
function useFieldText(value: unknown, { error, hint, limit }: Omit<FieldText, 'label'>) {
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const length = limit ? lengthAgainst(text, limit.max) : null;
  const shownHint = [hint, length].filter(Boolean).join(' ') || undefined;
  const over = limit !== undefined && text.length > limit.max;
  const shownError = error || (over ? limit.tooLong : null);
  const describedBy = [shownHint ? `${id}-hint` : '', shownError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const below = (
    <>
      {shownHint && <p id={`${id}-hint`} className="field__hint">{shownHint}</p>}
      {/* a paste past the bound is said as it happens, as the note's field says it */}
      {shownError && <p id={`${id}-error`} className="field__error" role={over && !error ? 'alert' : undefined}>{shownError}</p>}
    </>
  );
  return { id, invalid: shownError ? true : undefined, describedBy, below };
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'>, FieldText {
  /** a password input with a show/hide toggle */
  revealable?: boolean;
}

/** the field a show/hide toggle reveals, in its name: a form with two or three ('Show current password', 'Show new
 *  password') would otherwise have as many buttons called 'Show password' (QA a11y D12) */
const revealName = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

export function TextField({ label, error, hint, limit, revealable = false, type = 'text', className, ...input }: TextFieldProps) {
  const { id, invalid, describedBy, below } = useFieldText(input.value, { error, hint, limit });
  const [revealed, setRevealed] = useState(false);
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">{label}</label>
      <div className="field__control">
        <input
          id={id}
          type={revealable && revealed ? 'text' : type}
          className="field__input"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className="field__reveal"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
            aria-label={`${revealed ? 'Hide' : 'Show'} ${revealName(label)}`}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {below}
    </div>
  );
}

/**
 * A labelled text area, as TextField: its error below it, its length told and held to a limit if it has one. Its
 * `className` is the text area's own (TextField's is the field's).
 */
export function TextArea({ label, error, hint, limit, className, ...area }: Omit<ComponentProps<'textarea'>, 'id'> & FieldText) {
  const { id, invalid, describedBy, below } = useFieldText(area.value, { error, hint, limit });
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">{label}</label>
      <textarea id={id} className={`field__input ${className ?? ''}`} aria-invalid={invalid} aria-describedby={describedBy} {...area} />
      {below}
    </div>
  );
}

/**
 * A form's submit button. When it cannot act (`disabled`, or `busy` with the form's call) it is aria-disabled, drawn
 * as disabled (global.css), and ignores a click or Enter, but keeps the focus: a disabled button would drop the focus
 * of a keyboard that pressed it to <body>. (SubmitButton lives here, in the first load with TextField, which every
 * form has: a file of its own would be copied into each form's chunk.)
 */
export function SubmitButton({ busy, disabled = false, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  const refused = busy || disabled;
  return <button type="submit" {...button} aria-disabled={refused} aria-busy={busy} onClick={refused ? (event) => event.preventDefault() : undefined} />;
}

/**
 * A form's ref, and what to call when a submit was refused: the focus then goes to the first field the form marks
 * invalid, whose message (its description) is read with it. Shown under a field, a message was never said, and the
 * focus stayed on the submit button.
 */
export function useFocusRefused(): [RefObject<HTMLFormElement | null>, () => void] {
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return [form, () => setRefusals((n) => n + 1)];
}
