// A recipe's servings, on a verified recipe's page, an own recipe's and an imported one's (or what an import's yield
// counts: cookies): − and + scale the ingredients (contract/ingredientsText.ts; an import's lines,
// lib/importedRecipeScale.ts), 'as written' goes back to the recipe's own. The number lives in the address
// (?serves=): a reload, cook mode and the way back from it keep it.
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { makesText, MAX_SERVES, parseServes, type YieldUnit } from '../../contract/ingredientsText';
import './Servings.css';

/** The servings asked for in the address, else those `written`; and what asks for others (replacing the address),
 *  given a number or how to change the current one. */
export function useServes(written: number): [number, (change: number | ((current: number) => number)) => void] {
  const [params, setParams] = useSearchParams();
  const serves = parseServes(params.get('serves')) ?? written;
  // the address changes a moment after a click: a second click before it steps from the first's servings, not from
  // those still shown (two quick presses of + are two more)
  const asked = useRef<number | null>(null);
  const setServes = (change: number | ((current: number) => number)) => {
    const current = asked.current !== null && asked.current !== serves ? asked.current : serves;
    const next = typeof change === 'function' ? change(current) : change;
    if (next === current) return;
    asked.current = next;
    setParams((prev) => {
      const search = new URLSearchParams(prev);
      if (next === written) search.delete('serves');
      else search.set('serves', String(next));
      return search;
    }, { replace: true, preventScrollReset: true });
  };
  return [serves, setServes];
}

/** The address of the recipe's cook mode, for the servings shown (written ones go unsaid). */
export function cookModeSearch(serves: number, written: number): string {
  return serves === written ? '?cookmode=true' : `?cookmode=true&serves=${serves}`;
}

interface ServingsProps {
  serves: number;
  /** the servings (or `unit`s) the recipe is written for */
  written: number;
  onChange: (change: number | ((current: number) => number)) => void;
  /** what it makes, where not servings */
  unit?: YieldUnit;
}

export function Servings({ serves, written, onChange, unit }: ServingsProps) {
  const more = useRef<HTMLButtonElement>(null);
  // a step past the ends is refused, not disabled: a disabled button would drop the keyboard's focus
  const step = (by: number) => onChange((current) => Math.min(MAX_SERVES, Math.max(1, current + by)));
  const many = unit?.many ?? 'servings';
  return (
    <div className="servings">
      <div className="servings__stepper" role="group" aria-label={unit ? 'Makes' : 'Servings'}>
        <button type="button" className="servings__step" aria-label={`Fewer ${many}`.trim()} aria-disabled={serves <= 1} onClick={() => step(-1)}>−</button>
        <output className="servings__count" aria-live="polite">{makesText(serves, unit)}</output>
        <button ref={more} type="button" className="servings__step" aria-label={`More ${many}`.trim()} aria-disabled={serves >= MAX_SERVES} onClick={() => step(1)}>+</button>
      </div>
      {serves !== written && (
        <button
          type="button"
          className="btn--link servings__reset"
          onClick={() => {
            onChange(written);
            // the button goes with the scaling: the focus stays in the stepper
            more.current?.focus();
          }}
        >
          as written ({written})
        </button>
      )}
    </div>
  );
}
