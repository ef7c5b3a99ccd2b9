// SPEC §2 /user-recipes#imported: the user's imports, newest first (SPEC §9), each deletable, with the URL
// import box fixed at the bottom. When the server cannot read a page, the tab offers to paste its HTML instead.
// Ours: the cookbook's search keeps those whose name it finds (cookbookQuery.ts).
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import type { ImportedRecipe } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import type { ImportFailureCode } from '../../../contract/cookbookRules';
import { FALLBACK_MESSAGE } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LOAD_FAILED, UntilLoaded } from '../../components/LoadFailed';
import { stickyBottom } from '../../components/stickyBars';
import { useToast } from '../../components/Toast';
import { importedRecipeName, sourceHost } from '../../lib/importedRecipeData';
import {
  deleteImportedRecipe, fetchImportedRecipes, selectImportedRecipes, selectImportedStatus,
} from '../../store/userImportedRecipes';
import { useSearched } from './cookbookQuery';
import { ImportBox, type ImportOutcome } from './ImportBox';
import { ImportedRow } from './ImportedRow';
import { IMPORT_FAILURE_NOTICES } from './importFailure';
import { PasteHtmlDialog } from './PasteHtmlDialog';
import { SearchOutcome } from './SearchOutcome';

/** where the user's browser may read what the server could not; a missing page or a file is no better pasted */
const PASTE_HELPS: ReadonlySet<ImportFailureCode> = new Set(['unreachable', 'refused', 'unreadable', 'tooSlow']);

interface NoticeProps {
  outcome: ImportOutcome;
  onPaste: () => void;
  /** a failed address back into the box, which SPEC §4 clears after every import */
  onEdit: (url: string) => void;
  onDismiss: () => void;
}

function Notice({ outcome, onPaste, onEdit, onDismiss }: NoticeProps) {
  if (outcome.kind === 'imported') return null;
  let text;
  if (outcome.kind === 'unreadable') text = IMPORT_FAILURE_NOTICES[outcome.code](sourceHost(outcome.url));
  else if (outcome.kind === 'already') text = MESSAGES.importAlreadyKept(importedRecipeName(outcome.recipe));
  else if (outcome.kind === 'no-recipe') text = 'No recipe was found on that page. Its link is kept in your list.';
  else text = outcome.message;
  return (
    <div className="import-notice" role="alert">
      <p className="import-notice__text">{text}</p>
      <div className="import-notice__actions">
        {outcome.kind === 'unreadable' && PASTE_HELPS.has(outcome.code) && <button type="button" className="btn btn--secondary" onClick={onPaste}>paste the page</button>}
        {(outcome.kind === 'unreadable' || outcome.kind === 'error') && (
          <button type="button" className="btn btn--secondary" onClick={() => onEdit(outcome.url)} aria-label={`edit the address ${outcome.url}`}>edit the address</button>
        )}
        {/* a failed import's row, first in the list, opens the original page */}
        {outcome.kind === 'already' && !outcome.recipe.import_failed && (
          <Link to={`/imported-recipes/${outcome.recipe.import_recipe_id}`} className="btn btn--secondary">open it</Link>
        )}
        <button type="button" className="btn btn--ghost" onClick={onDismiss}>dismiss</button>
      </div>
    </div>
  );
}

export function ImportedTab() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const recipes = useAppSelector(selectImportedRecipes);
  const status = useAppSelector(selectImportedStatus);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [pasteUrl, setPasteUrl] = useState<string | null>(null);
  const [refill, setRefill] = useState<{ url: string } | null>(null);
  const [deleting, setDeleting] = useState<ImportedRecipe | null>(null);
  const [busy, setBusy] = useState(false);
  // a failed import by the name its row shows (the page's address)
  const searched = useSearched(recipes, importedRecipeName);

  const statusOnOpen = useRef(status);
  useEffect(() => {
    // opening the tab refreshes the list; after a failed load, its message and retry stay instead
    if (statusOnOpen.current !== 'failed') void dispatch(fetchImportedRecipes());
  }, [dispatch]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const name = importedRecipeName(deleting);
    setBusy(true);
    const result = await dispatch(deleteImportedRecipe(deleting.import_recipe_id));
    setBusy(false);
    setDeleting(null);
    toast(deleteImportedRecipe.fulfilled.match(result) ? MESSAGES.removedNamed(name) : (result.payload?.message ?? FALLBACK_MESSAGE));
  };

  return (
    <div className="imported-tab">
      {/* first for the keyboard and a screen reader, though shown fixed at the bottom (SPEC §2): after the list, it was
          two stops per import away (95 presses of Tab past 42 imports) */}
      <div ref={stickyBottom} className="imported-tab__bar">
        {outcome && (
          <Notice
            outcome={outcome}
            onPaste={() => { if (outcome.kind === 'unreadable') setPasteUrl(outcome.url); }}
            onEdit={(url) => { setOutcome(null); setRefill({ url }); }}
            onDismiss={() => setOutcome(null)}
          />
        )}
        <ImportBox onOutcome={setOutcome} refill={refill} />
      </div>
      {/* a refresh of a list already known to be empty keeps the empty state */}
      <UntilLoaded
        count={recipes.length}
        status={status}
        loading="Loading imported recipes"
        failed={LOAD_FAILED.imports}
        onRetry={() => void dispatch(fetchImportedRecipes())}
        empty={<EmptyState title={MESSAGES.zip}><p>Paste a recipe&apos;s web address below to keep it here.</p></EmptyState>}
      >
        {searched.shown.length > 0 && (
          <ul className="cookbook-list" aria-label="Imported recipes">
            {searched.shown.map((r) => <ImportedRow key={r.import_recipe_id} recipe={r} onDelete={() => setDeleting(r)} />)}
          </ul>
        )}
        <SearchOutcome searched={searched} noun="imported recipes" />
      </UntilLoaded>
      <PasteHtmlDialog
        url={pasteUrl}
        onClose={() => setPasteUrl(null)}
        onImported={(failed) => { setPasteUrl(null); setOutcome(failed ? { kind: 'no-recipe' } : null); }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={MESSAGES.confirmDelete(deleting ? importedRecipeName(deleting) : '')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
