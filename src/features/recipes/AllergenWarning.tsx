// SPEC §2: a recipe with allergens shows a warning badge that opens the 'Allergen Warning' dialog. The
// dialog's code loads on the first open (issue 10): most recipes have no allergen, and few readers open it.
import { lazy, Suspense, useState } from 'react';
import type { Recipe } from '../../../contract/entities';
import { Icon } from '../../components/Icon';
import { importWithRetry } from '../../lib/lazyWithRetry';

const AllergenDialog = lazy(() => importWithRetry(() => import('./AllergenDialog')).then((module) => ({ default: module.AllergenDialog })));

export function AllergenWarning({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button type="button" className="allergen-badge" onClick={() => { setWanted(true); setOpen(true); }} aria-haspopup="dialog">
        <Icon name="warning" size={16} /> Allergen warning
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AllergenDialog recipe={recipe} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
