// SPEC §2 meal plan editor: title, date range, TOTAL DAYS and a section per day, each with its recipes (remove
// per recipe) and an add button opening the recipe picker. Changes save by themselves (useMealplanAutosave); a
// save refused because someone else saved the plan first opens the conflict dialog ('Decide later' closes it,
// and 'Resolve' beside the save status opens it again). A save refused for good (the edit right taken away, the plan
// gone) turns the editor into the plan as the server has it, read-only, with what was not saved (PlanRefused).
import { useState } from 'react';
import { Link } from '../../lib/router';
import { MEALPLAN_MAX_RECIPES_PER_DAY } from '../../../contract/constants';
import type { Mealplan, MealplanDayRecipe } from '../../../contract/entities';
import { LazyConflictDialog } from '../../components/LazyConflictDialog';
import { useToast } from '../../components/Toast';
import { useUnsavedGuard } from '../../components/useUnsavedGuard';
import { planDays } from '../../lib/mealplanDates';
import { DaySection, dayTitle } from './DaySection';
import { PlanHeader } from './PlanHeader';
import { RecipePicker } from './RecipePicker';
import { PlanRefused, SaveStatus } from './SaveStatus';
import { useMealplanAutosave } from './useMealplanAutosave';

export function MealplanEditor({ plan, owned }: { plan: Mealplan; owned: boolean }) {
  const toast = useToast();
  const { days, change, saveState, retry, conflict, refusal, letGo } = useMealplanAutosave(plan);
  // a meal plan has no outbox: edits a failed save, a conflict or a refusal holds are on this screen only
  const leaveGuard = useUnsavedGuard(saveState.error !== null || conflict !== null || Boolean(refusal?.changes));
  // the conflict put off with 'Decide later' (a newer refusal opens the dialog again)
  const [deferred, setDeferred] = useState<Mealplan | null>(null);
  // the day the picker adds to; the last one stays set while the picker closes
  const [picking, setPicking] = useState<{ day: number; open: boolean }>({ day: 0, open: false });

  const add = (entry: MealplanDayRecipe) => {
    const target = picking.day;
    const full = days[target] && days[target].recipes.length >= MEALPLAN_MAX_RECIPES_PER_DAY;
    setPicking((p) => ({ ...p, open: false }));
    if (full) {
      toast(`A day holds at most ${MEALPLAN_MAX_RECIPES_PER_DAY} recipes`);
      return;
    }
    change((all) => all.map((d) => (d.day === target ? { ...d, recipes: [...d.recipes, entry] } : d)));
    toast(`${entry.name} added to ${dayTitle({ day: target })}`);
  };
  const remove = (day: number, index: number) => change((all) => all.map((d) => (d.day === day ? { ...d, recipes: d.recipes.filter((_, i) => i !== index) } : d)));

  const shown = refusal ? planDays(refusal.plan) : days;
  return (
    <div className="mealplan mealplan-editor">
      <PlanHeader
        plan={plan}
        owned={owned}
        aside={(
          <div className="row mealplan-header__buttons">
            {!refusal && <SaveStatus state={saveState} onRetry={retry} onResolve={conflict && (() => setDeferred(null))} />}
            <Link to={`/user-meal-plans/${plan.user_mealplan_id}?view=readonly`} className="btn btn--secondary">{refusal ? 'View the plan' : 'Done'}</Link>
          </div>
        )}
      />
      {refusal && <PlanRefused refusal={refusal} onDiscard={letGo} />}
      {shown.length === 0 ? (
        <p>This plan has no days to plan.</p>
      ) : (
        <div className="plan-days">
          {shown.map((day) => (
            <DaySection
              key={day.day}
              day={day}
              onRemove={refusal ? undefined : (index) => remove(day.day, index)}
              onAdd={refusal ? undefined : () => setPicking({ day: day.day, open: true })}
            />
          ))}
        </div>
      )}
      {conflict && (
        <LazyConflictDialog
          open={deferred !== conflict.theirs}
          subject="meal plan"
          name={plan.name}
          onMerge={() => conflict.merge()}
          onTakeTheirs={() => conflict.takeTheirs()}
          onLater={() => setDeferred(conflict.theirs)}
        />
      )}
      <RecipePicker
        open={picking.open && !refusal}
        title={`Add to ${dayTitle({ day: picking.day })}`}
        onAdd={add}
        onClose={() => setPicking((p) => ({ ...p, open: false }))}
      />
      {leaveGuard}
    </div>
  );
}
