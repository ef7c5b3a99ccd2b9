// An own recipe as read: title, its actions (edit, the cookbook row's options, and the recipe options the catalogue
// page has: copy ingredients, copy link, cook mode, print), publication state, badges and allergen warning, then its
// body, all at the servings asked for. On paper (print) only the recipe itself remains.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/router';
import type { Id, RecipeTags, UserRecipe } from '../../../contract/entities';
import { scaleIngredients } from '../../../contract/recipeLines';
import { userRecipesApi } from '../../api/userRecipes';
import { useAppSelector } from '../../app/hooks';
import { AllergenWarning } from '../../components/AllergenWarning';
import { CustomRecipeActions } from '../../components/CustomRecipeActions';
import { DietaryBadges } from '../../components/DietaryBadges';
import { RecipeOptions } from '../../components/RecipeOptions';
import { cookModeSearch, useServes } from '../../components/Servings';
import { allergenIngredientNames } from '../../lib/dietary';
import { PUBLICATION_LABEL, publicationOf } from '../../lib/recipeDraftPublication';
import { selectCategoryOptions } from '../../store/formOptionsSlice';
import { UserRecipeBody } from './UserRecipeBody';

interface RecipeFacts {
  tags: Partial<RecipeTags>;
  /** the values of the ingredients with allergens (those `tags.allergen` is for) */
  allergens: ReadonlySet<Id | string>;
}

const NO_ALLERGENS: ReadonlySet<Id | string> = new Set();

/** The badges of SPEC §1 hold when every ingredient has the property; the server works them out, and which
 *  ingredients carry allergens, as it flags a catalogue recipe's. */
function useRecipeFacts(recipe: UserRecipe): RecipeFacts | null {
  const [facts, setFacts] = useState<RecipeFacts | null>(null);
  const key = `${recipe.user_recipe_id}:${recipe.updated_at}`;
  useEffect(() => {
    const controller = new AbortController();
    const ingredients = recipe.ingredients.map(({ value, name }) => ({ value, name }));
    userRecipesApi.validate({ name: recipe.name, user_recipe_id: recipe.user_recipe_id, ingredients }, controller.signal)
      .then((answer) => setFacts({ tags: answer.tags, allergens: new Set(answer.allergen_ingredients) }))
      .catch((err: unknown) => { if (!controller.signal.aborted) console.warn('user recipe: badges not loaded', err); });
    return () => controller.abort();
    // the tags change only with the recipe's saved state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return facts;
}

/** `note`: whether what is shown may be out of date (the recipe as the app holds it, components/Freshness) */
export function UserRecipeView({ recipe, note }: { recipe: UserRecipe; note?: ReactNode }) {
  const navigate = useNavigate();
  const categories = useAppSelector(selectCategoryOptions);
  const [actionsOpen, setActionsOpen] = useState(false);
  const facts = useRecipeFacts(recipe);
  const allergens = facts?.allergens ?? NO_ALLERGENS;
  const [serves, setServes] = useServes(recipe.serves);
  const ingredients = useMemo(() => scaleIngredients(recipe.ingredients, recipe.serves, serves), [recipe, serves]);
  // the recipe as Copy ingredients writes it, from the amounts shown, its lines flagged as a catalogue recipe's
  const shown = useMemo(() => ({
    name: recipe.name, serves, recipe_ingredients: ingredients.map((i) => ({ ...i, ingredient: { name: i.name, allergen: allergens.has(i.value) } })),
  }), [recipe.name, serves, ingredients, allergens]);
  const cookMode = cookModeSearch(serves, recipe.serves);
  const category = categories.find((c) => c.value === recipe.category_id)?.name;

  return (
    <article className="user-recipe" aria-labelledby="user-recipe-title">
      <Link to="/user-recipes#custom" className="back-link">‹ My cookbook</Link>
      <header className="user-recipe__header">
        <h1 id="user-recipe-title">{recipe.name}</h1>
        <div className="user-recipe__actions">
          <Link className="btn btn--secondary" to={`/recipe-edit/${recipe.user_recipe_id}`}>Edit</Link>
          <button type="button" className="btn btn--primary" aria-haspopup="dialog" onClick={() => setActionsOpen(true)}>Manage</button>
          <RecipeOptions recipe={shown} path={`/user-recipes/${recipe.user_recipe_id}`} cookMode={cookMode} />
        </div>
        <p className="muted">
          {category ?? 'No category'} · Serves {recipe.serves}
          {/* whether it is published is the app's business, not a printed recipe's (userRecipe.css) */}
          <span className="user-recipe__state-line"> · <span className="user-recipe__state">{PUBLICATION_LABEL[publicationOf(recipe)]}</span></span>
        </p>
        {note}
        <DietaryBadges tags={facts?.tags ?? null} />
        {facts?.tags.allergen && <AllergenWarning names={allergenIngredientNames(shown)} />}
      </header>
      <UserRecipeBody recipe={recipe} serves={serves} onServesChange={setServes} ingredients={ingredients} allergens={allergens} cookMode={cookMode} />
      <CustomRecipeActions
        recipe={actionsOpen ? recipe : null}
        onRecipePage
        onClose={() => setActionsOpen(false)}
        onDeleted={() => void navigate('/user-recipes#custom', { replace: true })}
      />
    </article>
  );
}
