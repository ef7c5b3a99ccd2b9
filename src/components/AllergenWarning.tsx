// SPEC §2: a recipe with allergens shows a warning badge that opens the 'Allergen Warning' dialog. The
// dialog's code loads on the first open (issue 10): most recipes have no allergen, and few readers open it.
import { lazy, Suspense, useState } from 'react';
import { importWithRetry } from '../lib/lazyWithRetry';
import { Icon } from './Icon';
import './AllergenWarning.css';

const AllergenDialog = lazy(() => importWithRetry(() => import('./AllergenDialog')).then((module) => ({ default: module.AllergenDialog })));

/** `names`: the ingredients with allergens (lib/dietary allergenIngredientNames) */
export function AllergenWarning({ names }: { names: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button type="button" className="allergen-badge" onClick={() => { setWanted(true); setOpen(true); }} aria-haspopup="dialog">
        <Icon name="warning" size={16} /> Allergen warning
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AllergenDialog names={names} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** An ingredient line's mark, on a catalogue recipe's page and an own one's */
export const AllergenMark = () => <span className="allergen-mark"> (allergen)</span>;
