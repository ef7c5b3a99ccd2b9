// SPEC §4: completing a plan can adjust stock (the used amounts leave the user's stores, and the stores shared
// with them with edit rights) and optionally reschedule the plan. A failure says 'error updating {mealplan}'.
import { useState, type FormEvent } from 'react';
import type { FoodStore, Mealplan } from '../../../contract/entities';
import { addDays, MESSAGES } from '../../../contract/rules';
import { failureText } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { localIsoDate, schedulePlan } from '../../lib/mealplanDates';
import { takeFromStores, type IngredientRow } from '../../lib/mealplanIngredients';
import { mealplanMenuRules } from '../../lib/mealplanMenu';
import { selectUser } from '../../store/authSlice';
import { completeMealplan } from '../../store/userMealplans';

/** ours: a completed plan is scheduled again from the day after it ended, or from today */
function nextStart(plan: Mealplan): string {
  const today = localIsoDate();
  const after = plan.end_date ? addDays(plan.end_date, 1) : null;
  return after && after > today ? after : today;
}

interface Props { plan: Mealplan; rows: IngredientRow[]; stores: FoodStore[]; onDone: () => void }

export function CompletePlanForm({ plan, rows, stores, onDone }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const mayReschedule = mealplanMenuRules(plan, useAppSelector(selectUser)).schedule;
  const changes = takeFromStores(stores, rows);
  const [adjust, setAdjust] = useState(changes.length > 0);
  const [reschedule, setReschedule] = useState(false);
  const [start, setStart] = useState(() => nextStart(plan));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const body = reschedule && start ? schedulePlan(plan, start) : null;
  const ready = (adjust && changes.length > 0) || body !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await dispatch(completeMealplan({
        stores: adjust ? changes.map((c) => ({ id: c.store.id, items: c.items })) : [],
        reschedule: body ? { id: plan.user_mealplan_id, body } : null,
      })).unwrap();
      toast(body ? MESSAGES.mealPlanRescheduled : `${plan.name} completed`);
      onDone();
    } catch (err) {
      console.warn('meal plans: completing failed', err);
      setFailure(failureText(MESSAGES.mealplanStockFailed(plan.name), err));
      setBusy(false);
    }
  };

  return (
    <form className="complete-plan" onSubmit={(e) => void submit(e)}>
      <label className="switch">
        <input type="checkbox" checked={adjust} disabled={changes.length === 0} onChange={(e) => setAdjust(e.target.checked)} />
        <span>
          take the used ingredients out of {changes.length > 0 ? changes.map((c) => c.store.name).join(', ') : 'my stores (none hold them)'}
        </span>
      </label>
      {mayReschedule && (
        <>
          <label className="switch">
            <input type="checkbox" checked={reschedule} onChange={(e) => setReschedule(e.target.checked)} />
            <span>schedule the plan again</span>
          </label>
          {reschedule && <TextField label="New start date" type="date" required value={start} onChange={(e) => setStart(e.target.value)} />}
        </>
      )}
      {failure && <p className="form-error" role="alert">{failure}</p>}
      <button type="submit" className="btn btn--secondary" disabled={!ready || busy} aria-busy={busy}>complete plan</button>
    </form>
  );
}
