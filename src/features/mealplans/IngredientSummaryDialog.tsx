// SPEC §2 'Ingredient Summary': the plan read afresh with its recipes' ingredients (GET /user-mealplans/{id}),
// checked against the stores the user may take from (own, and shared with edit rights), with what is missing
// going onto a shopping list, and the plan completed (SPEC §4).
import { useEffect, useMemo } from 'react';
import type { Mealplan, MealplanRecipeIngredients } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { customListItems, ingredientSummary, missingListItems, unreadRecipes } from '../../lib/mealplanIngredients';
import {
  fetchMealplan, selectCurrentMealplan, selectCurrentMealplanRecipes, selectCurrentMealplanRequestedId, selectCurrentMealplanStatus,
} from '../../store/currentMealplanSlice';
import { fetchIngredientOptions, selectFormOptionsStatus, selectIngredientOptions } from '../../store/formOptionsSlice';
import { selectCheckStores } from '../../store/userMealplans';
import { fetchShoppingLists } from '../../store/userShoppingLists';
import { fetchSharedWithMe, fetchStores, selectStoresSettled } from '../../store/userStores';
import { AddMissingForm } from './AddMissingForm';
import { CompletePlanForm } from './CompletePlanForm';
import { IngredientRows } from './IngredientRows';

export const SUMMARY_TITLE = 'Ingredient Summary';

type Line = { line: string; recipe: string };

function Lines({ lines, note }: { lines: Line[]; note: string }) {
  if (lines.length === 0) return null;
  return (
    <>
      <p className="muted">{note}</p>
      <ul className="ingredient-summary__uncounted">
        {lines.map(({ line, recipe }, index) => (
          // a recipe may name the same line twice: the place tells them apart
          <li key={index}>{line} <span className="muted">({recipe})</span></li>
        ))}
      </ul>
    </>
  );
}

/**
 * What the plan's recipes need that names no catalogue ingredient, which the check cannot count: an own recipe's custom
 * ones, which go onto a list as custom items (customListItems), and an import's lines the catalogue does not know and
 * the recipes that could not be read at all (deleted since), which are named for the cook to check, not left out unsaid.
 */
function NotCounted({ days, recipes }: { days: Mealplan['recipes']; recipes: readonly MealplanRecipeIngredients[] }) {
  const custom = recipes.flatMap((r) => (r.custom ?? []).map(({ name }) => ({ line: name, recipe: r.name })));
  const other = [
    ...unreadRecipes(days, recipes).map((recipe) => ({ line: 'all of it: the recipe is no longer there', recipe })),
    ...recipes.flatMap((r) => (r.unmatched ?? []).map((line) => ({ line, recipe: r.name }))),
  ];
  if (custom.length + other.length === 0) return null;
  return (
    <section aria-labelledby="not-counted-title">
      <h3 id="not-counted-title" className="ingredient-summary__heading">Not in the catalogue</h3>
      <Lines lines={custom} note="Not counted above, so check your stores for them; they go onto the list as custom items." />
      <Lines lines={other} note="These are not counted above or added to a list: check them yourself." />
    </section>
  );
}

function Summary({ planId, onClose }: { planId: Mealplan['user_mealplan_id']; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const plan = useAppSelector(selectCurrentMealplan);
  const recipes = useAppSelector(selectCurrentMealplanRecipes);
  const status = useAppSelector(selectCurrentMealplanStatus);
  const requestedId = useAppSelector(selectCurrentMealplanRequestedId);
  const options = useAppSelector(selectIngredientOptions);
  const optionsStatus = useAppSelector(selectFormOptionsStatus).ingredients;
  const stores = useAppSelector(selectCheckStores);
  const storesSettled = useAppSelector(selectStoresSettled);

  const load = () => {
    void dispatch(fetchMealplan(planId));
    void dispatch(fetchIngredientOptions());
  };
  useEffect(() => {
    void dispatch(fetchMealplan(planId));
    void dispatch(fetchIngredientOptions());
    void dispatch(fetchStores());
    void dispatch(fetchSharedWithMe());
    void dispatch(fetchShoppingLists());
  }, [dispatch, planId]);

  const loaded = plan?.user_mealplan_id === planId && requestedId === planId && status === 'succeeded';
  const rows = useMemo(
    () => (loaded && plan ? ingredientSummary({ days: plan.recipes, recipes, stores, options }) : []),
    [loaded, plan, recipes, stores, options],
  );
  const missing = useMemo(
    () => (loaded && plan ? [...missingListItems(rows, options), ...customListItems(plan.recipes, recipes)] : []),
    [loaded, plan, recipes, rows, options],
  );

  if ((requestedId === planId && status === 'failed') || optionsStatus === 'failed') {
    return (
      <div role="alert">
        <p>The ingredients could not be loaded.</p>
        <button type="button" className="btn btn--secondary" onClick={load}>try again</button>
      </div>
    );
  }
  if (!loaded || !plan || optionsStatus !== 'succeeded' || !storesSettled) return <Spinner label="Checking ingredients" />;
  const uncounted = <NotCounted days={plan.recipes} recipes={recipes} />;
  const shop = missing.length > 0 && (
    <section aria-label="Shop for what is missing">
      <h3 className="ingredient-summary__heading">Shop for what is missing</h3>
      <AddMissingForm items={missing} planName={plan.name} />
    </section>
  );
  if (rows.length === 0) {
    return (
      <>
        <p>No recipe in this plan has ingredients to check yet. Custom items and links are not counted.</p>
        {uncounted}
        {shop}
      </>
    );
  }
  const toBuy = rows.filter((r) => r.missing).length;
  return (
    <div className="ingredient-summary">
      <p role="status">
        {toBuy === 0 ? 'Your stores hold everything this plan needs.' : `${toBuy} of ${rows.length} ingredients to buy.`}
      </p>
      <IngredientRows rows={rows} />
      {uncounted}
      {shop}
      <section aria-label="Complete the plan">
        <h3 className="ingredient-summary__heading">Complete the plan</h3>
        <CompletePlanForm plan={plan} rows={rows} stores={stores} onDone={onClose} />
      </section>
    </div>
  );
}

export function IngredientSummaryDialog({ open, plan, onClose }: { open: boolean; plan: Mealplan; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title={SUMMARY_TITLE}
      onClose={onClose}
      className="ingredient-summary-dialog"
      // it opens on a spinner and its close: the table comes above the close once the plan is read
      opensOnTitle
      actions={<button type="button" className="btn btn--ghost" onClick={onClose}>close</button>}
    >
      <p className="muted">{plan.name}</p>
      <Summary planId={plan.user_mealplan_id} onClose={onClose} />
    </Dialog>
  );
}
