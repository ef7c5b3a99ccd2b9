// A recipe in a list: image, name (the link), category, serves and dietary badges. The image sits in a
// 16:9 box, so nothing moves when it loads; the whole card is clickable through the name's link.
import type { Ref } from 'react';
import { Link } from '../lib/router';
import type { Id, RecipeTags } from '../../contract/entities';
import { DietaryBadges } from './DietaryBadges';
import './RecipeCard.css';

export interface CardRecipe {
  recipe_id: Id;
  name: string;
  image: string | null;
  category: { name: string };
  serves: number;
  tags?: Partial<RecipeTags>;
}

/**
 * `first`: the card is in the first screenful, so its image loads at once (not lazily, which waits for
 * layout) and the top card's image, a list's largest paint, is asked for before anything else (issue 10).
 */
export function RecipeCard({ recipe, first = 'no' }: { recipe: CardRecipe; first?: 'top' | 'yes' | 'no' }) {
  return (
    <article className="recipe-card">
      <div className="recipe-card__media">
        {recipe.image && (
          <img
            src={recipe.image}
            alt=""
            width={640}
            height={360}
            loading={first === 'no' ? 'lazy' : 'eager'}
            decoding={first === 'no' ? 'async' : undefined}
            fetchPriority={first === 'top' ? 'high' : undefined}
          />
        )}
      </div>
      <div className="recipe-card__body">
        <h2 className="recipe-card__name">
          <Link to={`/recipes/${recipe.recipe_id}`} className="recipe-card__link">{recipe.name}</Link>
        </h2>
        <p className="recipe-card__meta">
          <span>{recipe.category.name}</span>
          {/* the spaces outside the hidden dot: a screen reader hears two words, not 'BakingServes' */}
          {' '}<span aria-hidden="true">·</span>{' '}
          <span>Serves {recipe.serves}</span>
        </p>
        <DietaryBadges tags={recipe.tags} compact />
      </div>
    </article>
  );
}

/** a phone shows about two cards before scrolling, a wide screen a row of four */
const FIRST_SCREENFUL = 4;
const firstOf = (index: number) => (index === 0 ? 'top' : index < FIRST_SCREENFUL ? 'yes' : 'no');

/** `focusRef`: the list can take the focus (Discover puts it there on a page turn) */
export function RecipeGrid({ recipes, label, focusRef }: { recipes: CardRecipe[]; label: string; focusRef?: Ref<HTMLUListElement> }) {
  return (
    <ul ref={focusRef} className="recipe-grid" aria-label={label} tabIndex={focusRef ? -1 : undefined}>
      {recipes.map((r, index) => (
        <li key={r.recipe_id}><RecipeCard recipe={r} first={firstOf(index)} /></li>
      ))}
    </ul>
  );
}
