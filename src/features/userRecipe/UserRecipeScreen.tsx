// SPEC §2 /user-recipes/{id}: the user's own recipe with its steps and ingredients, read-only, with its
// publication state, dietary badges and allergen warning (SPEC §1), and the same actions as its cookbook row (publish, edit, delete...).
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { RecipeTags, UserRecipe } from '../../../contract/entities';
import { userRecipesApi } from '../../api/userRecipes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AllergenWarning } from '../../components/AllergenWarning';
import { CustomRecipeActions } from '../../components/CustomRecipeActions';
import { DietaryBadges } from '../../components/DietaryBadges';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { PUBLICATION_LABEL, publicationOf } from '../../lib/recipeDraftPublication';
import { fetchCategoryOptions, selectCategoryOptions } from '../../store/formOptionsSlice';
import { fetchUserRecipe, selectUserRecipeById } from '../../store/userRecipes';
import { UserRecipeBody } from './UserRecipeBody';
import './userRecipe.css';

type Load = 'loading' | 'ready' | 'missing' | 'failed';

/** The badges of SPEC §1 hold when every ingredient has the property; the server works them out. */
function useRecipeTags(recipe: UserRecipe | undefined): Partial<RecipeTags> | null {
  const [tags, setTags] = useState<Partial<RecipeTags> | null>(null);
  const key = recipe ? `${recipe.user_recipe_id}:${recipe.updated_at}` : '';
  useEffect(() => {
    if (!recipe) return undefined;
    const controller = new AbortController();
    const ingredients = recipe.ingredients.map(({ value, name }) => ({ value, name }));
    userRecipesApi.validate({ name: recipe.name, user_recipe_id: recipe.user_recipe_id, ingredients }, controller.signal)
      .then((answer) => setTags(answer.tags))
      .catch((err: unknown) => { if (!controller.signal.aborted) console.warn('user recipe: badges not loaded', err); });
    return () => controller.abort();
    // the tags change only with the recipe's saved state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return tags;
}

export default function UserRecipeScreen() {
  const { id } = useParams();
  const recipeId = Number(id);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const recipe = useAppSelector((state) => selectUserRecipeById(state, recipeId));
  const categories = useAppSelector(selectCategoryOptions);
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const [actionsOpen, setActionsOpen] = useState(false);
  const tags = useRecipeTags(recipe);

  useEffect(() => {
    void dispatch(fetchCategoryOptions());
  }, [dispatch]);

  useEffect(() => {
    if (!Number.isInteger(recipeId) || recipeId <= 0) return undefined;
    let live = true;
    dispatch(fetchUserRecipe(recipeId)).unwrap()
      .then(() => { if (live) setLoad('ready'); })
      .catch((err: { status?: number }) => {
        if (!live) return;
        console.warn('user recipe: load failed', err);
        setLoad(err.status === 404 ? 'missing' : 'failed');
      });
    return () => { live = false; };
  }, [dispatch, recipeId, attempt]);

  if (!recipe) {
    if (load === 'missing' || !Number.isInteger(recipeId) || recipeId <= 0) {
      return <EmptyState heading title="Recipe not found"><Link to="/user-recipes#custom">Back to my recipes</Link></EmptyState>;
    }
    if (load === 'failed') {
      return (
        <EmptyState title="The recipe could not be loaded.">
          <button type="button" className="btn btn--secondary" onClick={() => { setLoad('loading'); setAttempt((a) => a + 1); }}>Try again</button>
        </EmptyState>
      );
    }
    return <Spinner label="Loading the recipe" />;
  }

  const category = categories.find((c) => c.value === recipe.category_id)?.name;
  return (
    <article className="user-recipe" aria-labelledby="user-recipe-title">
      <header className="user-recipe__header">
        <h1 id="user-recipe-title">{recipe.name}</h1>
        <div className="user-recipe__actions">
          <Link className="btn btn--secondary" to={`/recipe-edit/${recipe.user_recipe_id}`}>Edit</Link>
          <button type="button" className="btn btn--primary" aria-haspopup="dialog" onClick={() => setActionsOpen(true)}>Options</button>
        </div>
        <p className="muted">
          {category ?? 'No category'} · Serves {recipe.serves} · <span className="user-recipe__state">{PUBLICATION_LABEL[publicationOf(recipe)]}</span>
        </p>
        <DietaryBadges tags={tags} />
        {tags?.allergen && <AllergenWarning names={[]} />}
      </header>
      <UserRecipeBody recipe={recipe} />
      <CustomRecipeActions
        recipe={actionsOpen ? recipe : null}
        onRecipePage
        onClose={() => setActionsOpen(false)}
        onDeleted={() => void navigate('/user-recipes#custom', { replace: true })}
      />
    </article>
  );
}
