// SPEC §4: completing a plan can adjust stock (the used amounts leave the user's stores, and the stores shared
// with them with edit rights) and optionally reschedule the plan. A failure says 'error updating {mealplan}'. What
// it takes is worked out again on the stores as they are when it is pressed (store/completeMealplan.ts); what they
// no longer held of what the summary showed is said here, in place of the form, until the dialog closes.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { FoodStore, Mealplan } from '../../../contract/entities';
import { formatAmount } from '../../../contract/ingredientsText';
import { sayAmount } from '../../../contract/recipeLines';
import { addDays, MESSAGES } from '../../../contract/rules';
import { failureText } from '../../api/http';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { localIsoDate, planDateLimits, scheduleDateError, schedulePlan } from '../../lib/mealplanDates';
import { notTaken, plannedTakes, takeFromStores, type IngredientRow, type Take } from '../../lib/mealplanIngredients';
import { mealplanMenuRules } from '../../lib/mealplanMenu';
import { selectUser } from '../../store/authSlice';
import { completeMealplan } from '../../store/completeMealplan';

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
  const me = useAppSelector(selectUser);
  const mayReschedule = mealplanMenuRules(plan, me).schedule;
  // what the summary shows would be taken, on the stores as it checked them
  const { changes, left: planned } = useMemo(() => takeFromStores(stores, rows), [stores, rows]);
  const [adjust, setAdjust] = useState(changes.length > 0);
  const [reschedule, setReschedule] = useState(false);
  const [start, setStart] = useState(() => nextStart(plan));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missed, setMissed] = useState<Take[] | null>(null);
  // what a completion that failed part way (some stores saved) still has to take: a try again takes only that
  const pending = useRef<Take[] | null>(null);
  // the same across its tries: a store's save whose answer was lost is sent again as it was, not taken twice
  const submission = useSubmissionKey();
  // ours: a new start whose dates fall out of those a plan may have is said at the field (QA newcomer D5)
  const outside = reschedule ? scheduleDateError(start, plan.days) : null;
  const limits = planDateLimits();
  const rescheduling = reschedule && Boolean(start) && !outside && schedulePlan(plan, start) !== null;
  const ready = (adjust && changes.length > 0) || rescheduling;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const all = plannedTakes(rows);
      const takes = adjust ? pending.current ?? all : [];
      const left = await completeMealplan(dispatch, me, {
        takes,
        reschedule: rescheduling ? { id: plan.user_mealplan_id, start } : null,
        key: submission.keyFor({ plan: plan.user_mealplan_id, takes: all }),
      }, (rest) => { pending.current = rest; });
      pending.current = null;
      submission.succeeded();
      toast(rescheduling ? MESSAGES.mealPlanRescheduled : `${plan.name} completed`);
      const short = adjust ? notTaken(planned, left) : [];
      if (short.length === 0) onDone();
      else setMissed(short);
    } catch (err) {
      console.warn('meal plans: completing failed', err);
      setFailure(failureText(MESSAGES.mealplanStockFailed(plan.name), err));
      setBusy(false);
    }
  };

  if (missed) {
    const amounts = missed.map((t) => `${formatAmount(sayAmount(t.amount))} ${t.name}`).join(', ');
    return <p role="alert">{MESSAGES.mealplanNotAllTaken(amounts)}</p>;
  }
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
          {reschedule && (
            <TextField
              label="New start date"
              type="date"
              required
              value={start}
              min={limits.min}
              max={limits.max}
              onChange={(e) => setStart(e.target.value)}
              error={outside}
            />
          )}
        </>
      )}
      {failure && <p className="form-error" role="alert">{failure}</p>}
      <button type="submit" className="btn btn--secondary" disabled={!ready || busy} aria-busy={busy}>complete plan</button>
    </form>
  );
}
