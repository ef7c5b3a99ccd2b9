// A labelled input with its error below it, wired for screen readers; a form's submit button; and the focus on the
// first refused field after a refused submit.
import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type ComponentProps, type RefObject } from 'react';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  /** a password input with a show/hide toggle */
  revealable?: boolean;
}

/** the field a show/hide toggle reveals, in its name: a form with two or three ('Show current password', 'Show new
 *  password') would otherwise have as many buttons called 'Show password' (QA a11y D12) */
const revealName = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

export function TextField({ label, error, hint, revealable = false, type = 'text', className, ...input }: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">{label}</label>
      <div className="field__control">
        <input
          id={id}
          type={revealable && revealed ? 'text' : type}
          className="field__input"
          aria-invalid={error ? true : undefined}
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
      {hint && <p id={`${id}-hint`} className="field__hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
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
