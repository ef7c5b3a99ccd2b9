// SPEC §1, §6: the missing ingredients go onto a shopping list the user owns, or one shared with them with
// edit rights. What the list already holds of an ingredient counts against what is missing, so running it again
// (the dialog opened again) adds only what is still short; an ingredient on the list in short supply has the rest
// added. Once added, they are not added again in this dialog (a second press, or three on a slow connection).
// With no list to add to, one is created right here, named after the plan unless renamed, with what is missing on it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ShoppingList, ShoppingListItem } from '../../../contract/entities';
import { failureText } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LEFT_OUT, LeftOutNote } from '../../components/LeftOutNote';
import { LOAD_FAILED, UntilLoaded } from '../../components/LoadFailed';
import { NewListForm } from '../../components/NewListForm';
import { stillMissing } from '../../lib/mealplanIngredients';
import { addMissingToList } from '../../store/userMealplans';
import { fetchShoppingLists, selectListsLeftOut, selectListsStatus, selectListTargets } from '../../store/userShoppingLists';

/** '3 ingredients added to Week shop; 50 were already on it.', or 'Nothing added: all 53 were already on Week shop.' */
function addedText(added: number, onList: number, list: string): string {
  const were = (n: number) => (n === 1 ? 'was' : 'were');
  if (added === 0) return `Nothing added: ${onList === 1 ? 'it' : `all ${onList}`} ${were(onList)} already on ${list}.`;
  const text = `${added} ingredient${added === 1 ? '' : 's'} added to ${list}`;
  return onList > 0 ? `${text}; ${onList} ${were(onList)} already on it.` : text;
}

export function AddMissingForm({ items, planName }: { items: ShoppingListItem[]; planName: string }) {
  const dispatch = useAppDispatch();
  const targets = useAppSelector(selectListTargets);
  const listsStatus = useAppSelector(selectListsStatus);
  const leftOut = useAppSelector(selectListsLeftOut);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const listId = choice || String(targets[0]?.user_shoppinglist_id ?? '');
  const target = targets.find((l) => String(l.user_shoppinglist_id) === listId);
  const added = result?.ok === true;
  const addButton = useRef<HTMLButtonElement>(null);
  // a list created here takes the focus to its add button (the create form it was on is gone), beside what was added
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  }, [result]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || busy || added) return;
    setBusy(true);
    setResult(null);
    try {
      const short = stillMissing(items, target.ingredients);
      if (short.items.length > 0) await dispatch(addMissingToList({ listId: target.user_shoppinglist_id, items: short.items })).unwrap();
      setResult({ ok: true, text: addedText(short.items.length, short.onList, target.name) });
    } catch (err) {
      console.warn('meal plans: adding to a list failed', err);
      setResult({ ok: false, text: failureText(`error updating ${target.name}`, err) });
    } finally {
      setBusy(false);
    }
  };

  // the new list holds them all: the form below takes it as chosen, with them added
  const created = (list: ShoppingList) => {
    setChoice(String(list.user_shoppinglist_id));
    focusAdd.current = true;
    setResult({ ok: true, text: addedText(items.length, 0, list.name) });
  };

  const noList = (
    <div className="add-missing">
      <p className="muted">You have no shopping list to add them to yet: create one for them here.</p>
      <NewListForm
        suggested={planName}
        ingredients={items}
        action="create list and add missing"
        onCreated={created}
        className="add-missing__new"
      />
    </div>
  );
  return (
    <UntilLoaded
      count={targets.length}
      status={listsStatus}
      loading="Loading your shopping lists"
      failed={LOAD_FAILED.lists}
      onRetry={() => void dispatch(fetchShoppingLists())}
      empty={noList}
    >
      <form className="add-missing" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label className="field__label" htmlFor="add-missing-list">Shopping list</label>
          <select
            id="add-missing-list"
            className="field__input"
            value={listId}
            onChange={(e) => { setChoice(e.target.value); setResult(null); }}
            aria-describedby={leftOut > 0 ? 'add-missing-left-out' : undefined}
          >
            {targets.map((l) => <option key={l.user_shoppinglist_id} value={l.user_shoppinglist_id}>{l.name}</option>)}
          </select>
          <LeftOutNote n={leftOut} rows={LEFT_OUT.lists} className="field__hint" id="add-missing-left-out" />
        </div>
        {/* refused, not disabled, once added: a disabled button would drop the keyboard's focus */}
        <button ref={addButton} type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy} aria-disabled={added}>add missing to list</button>
        {result && <p className={result.ok ? 'add-missing__ok' : 'form-error'} role={result.ok ? 'status' : 'alert'}>{result.text}</p>}
      </form>
    </UntilLoaded>
  );
}
