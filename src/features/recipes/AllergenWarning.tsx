// SPEC §2: the allergen dialog is titled 'Allergen Warning', says the recipe contains known allergens,
// lists the ingredient names, and has an Ok button. It opens from the warning badge.
import { useState } from 'react';
import type { Recipe } from '../../../contract/entities';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { allergenIngredientNames } from '../../lib/dietary';

export function AllergenWarning({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const names = allergenIngredientNames(recipe);
  return (
    <>
      <button type="button" className="allergen-badge" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="warning" size={16} /> Allergen warning
      </button>
      <Dialog
        open={open}
        title="Allergen Warning"
        onClose={() => setOpen(false)}
        className="allergen-dialog"
        actions={<button type="button" className="btn btn--primary" onClick={() => setOpen(false)}>Ok</button>}
      >
        <p>This recipe contains known allergens.</p>
        {names.length > 0 && (
          <>
            <p id="allergen-list-title" className="allergen-dialog__lead">Ingredients with allergens:</p>
            <ul aria-labelledby="allergen-list-title" className="allergen-dialog__list">
              {names.map((name) => <li key={name}>{name}</li>)}
            </ul>
          </>
        )}
        <p className="muted allergen-dialog__note">Check every label before you cook: brands differ.</p>
      </Dialog>
    </>
  );
}
