// One imported recipe (SPEC §2): it opens /imported-recipes/{id}, or, when the import failed, the original page
// in a new tab without access to this one. Every text comes from a stranger's page and is rendered as text.
import { Link } from '../../lib/router';
import type { ImportedRecipe } from '../../../contract/entities';
import { formatDate } from '../../lib/dates';
import { importedRecipeName, safeSourceUrl, sourceHost } from '../../lib/importedRecipeData';

export function ImportedRow({ recipe, onDelete }: { recipe: ImportedRecipe; onDelete: () => void }) {
  const name = importedRecipeName(recipe);
  const href = safeSourceUrl(recipe.url);
  const body = (
    <>
      <span className="cookbook-row__name">
        {name}
        {recipe.import_failed && <span className="cookbook-row__flag">import failed</span>}
      </span>
      <span className="cookbook-row__meta">
        {sourceHost(recipe.url)} · imported <time dateTime={recipe.created_at}>{formatDate(recipe.created_at)}</time>
      </span>
      {recipe.import_failed && href && <span className="cookbook-row__meta">No recipe found: opens the original page</span>}
    </>
  );
  let link;
  if (!recipe.import_failed) {
    link = <Link to={`/imported-recipes/${recipe.import_recipe_id}`} className="cookbook-row__link">{body}</Link>;
  } else if (href) {
    link = (
      <a href={href} target="_blank" rel="noopener noreferrer" className="cookbook-row__link">
        {body}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  } else {
    link = <div className="cookbook-row__link">{body}</div>;
  }
  return (
    <li className="cookbook-row">
      {link}
      <button type="button" className="btn btn--ghost cookbook-row__delete" aria-label={`Delete ${name}`} onClick={onDelete}>delete</button>
    </li>
  );
}
