// SPEC §2, §4, §5 'schedule mealplan': a start date is needed; the end is the start plus the plan's days
// (counted inclusively, contract scheduleEndDate) and each day gets a consecutive date. The plan is read afresh
// first, so scheduling never sends back an older copy of its recipes.
import { useState, type FormEvent } from 'react';
import type { Mealplan } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { scheduleEndDate } from '../../../contract/planRules';
import { failureText } from '../../api/http';
import { useAppDispatch } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { formatCalendarDate } from '../../lib/dates';
import { dayCount, planDateLimits, scheduleDateError, schedulePlan } from '../../lib/mealplanDates';
import { fetchMealplan, saveMealplan } from '../../store/currentMealplanSlice';

/** ours: SPEC §5 says scheduling needs a start date, without a message */
export const START_REQUIRED = 'A start date is required';

function ScheduleForm({ plan, onClose }: { plan: Mealplan; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [start, setStart] = useState(plan.start_date ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const end = start ? scheduleEndDate(start, plan.days) : null;
  // ours: a start or end out of the dates a plan may have is said at the field, and schedules nothing (QA newcomer D5)
  const outside = scheduleDateError(start, plan.days);
  const limits = planDateLimits();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!start || outside || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data: fresh } = await dispatch(fetchMealplan(plan.user_mealplan_id)).unwrap();
      const body = schedulePlan(fresh, start);
      if (!body) throw new Error('no days');
      await dispatch(saveMealplan({ id: fresh.user_mealplan_id, body })).unwrap();
      toast(MESSAGES.mealPlanRescheduled);
      onClose();
    } catch (err) {
      console.warn('meal plans: schedule failed', err);
      setFailure(failureText(MESSAGES.mealplanStockFailed(plan.name), err));
      setBusy(false);
    }
  };

  if (plan.days < 1) return <p>This plan has no days to schedule yet.</p>;
  return (
    <form id="schedule-plan" className="schedule-plan" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Start date"
        type="date"
        required
        value={start}
        min={limits.min}
        max={limits.max}
        onChange={(e) => { setStart(e.target.value); setFailure(null); }}
        error={touched && !start ? START_REQUIRED : outside}
      />
      <p className="muted" aria-live="polite">
        {end ? `${dayCount(plan.days)}, ${formatCalendarDate(start)} to ${formatCalendarDate(end)}` : dayCount(plan.days)}
      </p>
      {failure && <p className="form-error" role="alert">{failure}</p>}
      <div className="create-plan__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>cancel</button>
        <button type="submit" className="btn btn--primary" disabled={!start || Boolean(outside) || busy} aria-busy={busy}>schedule</button>
      </div>
    </form>
  );
}

export function ScheduleDialog({ open, plan, onClose }: { open: boolean; plan: Mealplan; onClose: () => void }) {
  return (
    <Dialog open={open} title={`Schedule ${plan.name}`} onClose={onClose} className="schedule-dialog">
      <ScheduleForm plan={plan} onClose={onClose} />
    </Dialog>
  );
}
