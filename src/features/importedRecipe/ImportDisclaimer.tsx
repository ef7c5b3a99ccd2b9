// SPEC §2: the full-screen 'Imported Recipe Disclaimer', with its three sections and an ok button.
import { Dialog } from '../../components/Dialog';

export const DISCLAIMER_TITLE = 'Imported Recipe Disclaimer';

export function ImportDisclaimer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title={DISCLAIMER_TITLE}
      onClose={onClose}
      className="disclaimer-dialog"
      actions={<button type="button" className="btn btn--primary" onClick={onClose}>ok</button>}
    >
      <section aria-labelledby="disclaimer-accuracy">
        <h3 id="disclaimer-accuracy">Accuracy</h3>
        <p>
          Imported recipes are pulled only from data the website shares publicly. Details may be missing or differ from
          the original page, so check the original source before you cook.
        </p>
      </section>
      <section aria-labelledby="disclaimer-liability">
        <h3 id="disclaimer-liability">Liability</h3>
        <p>
          Larder is not responsible for errors or omissions in imported recipes, nor for any injury or damage that comes
          from using them. Always sense-check the ingredients, allergens and methods yourself.
        </p>
      </section>
      <section aria-labelledby="disclaimer-copyright">
        <h3 id="disclaimer-copyright">Copyright</h3>
        <p>
          Recipes remain the property of their creators. Importing keeps a copy for your own use only; please support the
          original author by visiting their page.
        </p>
      </section>
    </Dialog>
  );
}
