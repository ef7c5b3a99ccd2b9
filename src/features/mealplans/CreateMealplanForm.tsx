// SPEC §2, §4, §5 creating a meal plan: a name of letters, digits and spaces; optional start and end dates (the
// start's maximum is the end, the end's minimum the start; an end is required with a start and not before it; ours:
// both from 01/01/2000 to 31 December ten years ahead);
// the number of days, typed only while no date is set, else the inclusive difference. The plan is created
// with empty days and the editor opens. A create whose answer was lost, sent again, goes with its key
// (useSubmissionKey): the plan made the first time opens, not a second one.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../contract/api';
import { MEALPLAN_DRAFT_DAYS } from '../../../contract/constants';
import { NAME_LIMIT } from '../../../contract/rules';
import { useAppDispatch } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { checkCreateForm, newPlanBody, planDateLimits, type CreateForm } from '../../lib/mealplanDates';
import { createMealplan } from '../../store/userMealplans';

export function CreateMealplanForm({ onCancel }: { onCancel?: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form, setForm] = useState<CreateForm>({ name: '', start: '', end: '', days: String(MEALPLAN_DRAFT_DAYS) });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submission = useSubmissionKey();
  const check = checkCreateForm(form);
  // ours: the dates a plan may have (QA newcomer D5), offered by the fields' pickers and said when typed outside
  const limits = planDateLimits();
  const set = (patch: Partial<CreateForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid || check.days === null || busy) return;
    setBusy(true);
    try {
      const body = newPlanBody(form, check.days);
      const plan = await dispatch(createMealplan({ ...body, submissionKey: submission.keyFor(body) })).unwrap();
      submission.succeeded();
      void navigate(`/user-meal-plans/edit/${plan.user_mealplan_id}`);
    } catch (err) {
      console.warn('meal plans: create failed', err);
      const apiError = err as Partial<ApiError>;
      setFailure(apiError.errors?.name?.[0] ?? apiError.errors?.start_date?.[0] ?? apiError.errors?.end_date?.[0] ?? apiError.message ?? 'The meal plan could not be created.');
      setBusy(false);
    }
  };

  return (
    <form className="create-plan" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Name"
        value={form.name}
        required
        autoComplete="off"
        limit={NAME_LIMIT}
        onChange={(e) => set({ name: e.target.value })}
        error={check.errors.name}
      />
      <div className="create-plan__dates">
        <TextField
          label="Start date"
          type="date"
          value={form.start}
          min={limits.min}
          max={form.end || limits.max}
          onChange={(e) => set({ start: e.target.value })}
          error={check.errors.start}
        />
        <TextField
          label="End date"
          type="date"
          value={form.end}
          min={form.start || limits.min}
          max={limits.max}
          required={form.start !== ''}
          onChange={(e) => set({ end: e.target.value })}
          error={check.errors.end}
        />
      </div>
      {/* a text field, not type=number, whose Chromium field dropped a comma ('1,5' became 15): checkCreateForm
          refuses what is not a whole number */}
      <TextField
        label="Number of days"
        inputMode="numeric"
        value={check.daysEditable ? form.days : String(check.days ?? '')}
        disabled={!check.daysEditable}
        hint={check.daysEditable ? undefined : 'Set by the dates'}
        onChange={(e) => set({ days: e.target.value })}
        error={check.daysEditable ? check.errors.days : null}
      />
      {failure && <p className="form-error" role="alert">{failure}</p>}
      <div className="create-plan__actions">
        {onCancel && <button type="button" className="btn btn--ghost" onClick={onCancel}>cancel</button>}
        <button type="submit" className="btn btn--primary" disabled={!check.valid || busy} aria-busy={busy}>create</button>
      </div>
    </form>
  );
}
