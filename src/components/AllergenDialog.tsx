// SPEC §2: the allergen dialog is titled 'Allergen Warning', says the recipe contains known allergens,
// lists the ingredient names (where they are known), and has an Ok button.
import { Dialog } from './Dialog';

export function AllergenDialog({ names, open, onClose }: { names: readonly string[]; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title="Allergen Warning"
      onClose={onClose}
      className="allergen-dialog"
      actions={<button type="button" className="btn btn--primary" onClick={onClose}>Ok</button>}
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
  );
}
