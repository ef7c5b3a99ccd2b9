// SPEC §2 /imported-recipes/{id}: finds the user's import with that id and reads its JSON text, with a loading
// indicator until then; shows the name, source link, yield (and ours: the times the page gives), description,
// instructions and an ingredient helper (each labelled IMPORT_INGREDIENT_{index}; scaled where the yield is a number
// of servings or of things), an info button for the full-screen disclaimer, and (ours) the way into cook mode. The
// page's ingredient groups and sections of steps are small headings over their lines, a step's title its bold lead.
// Everything comes from a stranger's page and is rendered as text; the page's image is not loaded (no third-party
// request). 'Copy to my recipes' (ours) opens the recipe wizard on a copy of it.
import { Fragment, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../lib/router';
import type { Id, ImportedGroup } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { useAskAgainWhenOnline } from '../../pwa/OfflineBadge';
import { Icon } from '../../components/Icon';
import { cookModeSearch, Servings, useServes } from '../../components/Servings';
import { Spinner } from '../../components/Spinner';
import { parseIsoDuration } from '../../../contract/isoDuration';
import { formatDuration, isoDuration } from '../../../contract/timer';
import { parseId } from '../../lib/ids';
import { storage, type GatheredLines } from '../../lib/storage';
import { addressTitle, safeSourceUrl, sourceHost } from '../../lib/importedRecipeData';
import { scaleLines, yieldOfImport, type ImportYield } from '../../lib/importedRecipeScale';
import { fetchImportedRecipes, selectImportedRecipeById, selectImportedStatus } from '../../store/userImportedRecipes';
import { CopyToMyRecipes } from './CopyToMyRecipes';
import { DISCLAIMER_TITLE, ImportDisclaimer } from './ImportDisclaimer';
import { type ImportedStep, inGroups, parseImportedData } from '../../lib/importedRecipeView';
import './importedRecipe.css';

/** ours: SPEC §2 says nothing of an id that is not the user's */
export const IMPORT_NOT_FOUND = 'This imported recipe does not exist, or it has been deleted.';
export const IMPORT_UNREADABLE = 'This import could not be read.';

interface HelperProps {
  id: Id;
  ingredients: string[];
  groups: ImportedGroup[];
  makes: ImportYield | null;
}

/**
 * The lines ticked as gathered, kept for the tab (its sessionStorage, as cook mode keeps its step and timers), so a
 * reload (a phone's browser reloads a tab left in the background) and a trip to cook mode keep them. Each is kept by
 * its place with its line as written: the same line at any servings, and a kept tick whose line is no longer there
 * (the import read again) ticks nothing.
 */
function useGathered(id: Id, ingredients: string[]): [boolean[], (index: number, checked: boolean) => void] {
  const key = `cook-gathered-import-${id}` as const;
  const [kept, setKept] = useState<GatheredLines>(() => {
    const stored = storage.get(key, true);
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  });
  const got = useMemo(() => ingredients.map((line, index) => kept[index] === line), [ingredients, kept]);
  useEffect(() => {
    const ticked: GatheredLines = {};
    got.forEach((on, index) => { if (on) ticked[index] = ingredients[index]!; });
    if (Object.keys(ticked).length) storage.set(key, ticked, true);
    else storage.removeInTab(key);
  }, [key, got, ingredients]);
  const tick = useCallback((index: number, checked: boolean) => setKept((prev) => {
    const next = { ...prev };
    if (checked && ingredients[index] !== undefined) next[index] = ingredients[index];
    else delete next[index];
    return next;
  }), [ingredients]);
  return [got, tick];
}

/**
 * The ingredient helper; with `makes`, what the recipe's yield says it makes, its lines scale to other amounts of
 * that. A group's lines are a list of their own under its name; the ids run over the whole list (SPEC §2).
 */
function IngredientHelper({ id, ingredients, groups, makes }: HelperProps) {
  const [got, tick] = useGathered(id, ingredients);
  const written = makes?.count;
  const [serves, setServes] = useServes(written ?? 0);
  const lines = useMemo(() => (written ? scaleLines(ingredients, groups, serves / written) : ingredients), [ingredients, groups, written, serves]);
  const count = got.filter(Boolean).length;
  return (
    <section className="imported__section" aria-labelledby="imported-ingredients">
      <div className="section-head">
        <h2 id="imported-ingredients">Ingredients</h2>
        {written && <Servings serves={serves} written={written} onChange={setServes} unit={makes.unit} />}
      </div>
      <p className="muted imported__hint">Tick them off as you gather them · {count} of {ingredients.length}</p>
      {inGroups(lines, groups).map((group) => (
        <Fragment key={group.start}>
          {group.name && <h3 className="imported__group" id={`imported-group-${group.start}`}>{group.name}</h3>}
          <ul className="imported__ingredients" aria-labelledby={group.name ? `imported-group-${group.start}` : undefined}>
            {group.items.map((line, i) => {
              const index = group.start + i;
              const id = `IMPORT_INGREDIENT_${index}`;
              return (
                <li key={id} className="imported__ingredient">
                  {/* the whole row is the label, a tap anywhere on it a tick (floury fingers) */}
                  <label htmlFor={id}>
                    <input type="checkbox" id={id} name={id} checked={got[index] ?? false} onChange={(e) => tick(index, e.target.checked)} />
                    <span>{line}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </Fragment>
      ))}
    </section>
  );
}

/** The steps, numbered on through their sections; each section's name a heading over its own list; and the way
 *  into cook mode (ours), at the servings the ingredients show. */
function Instructions({ steps, sections, makes }: { steps: ImportedStep[]; sections: ImportedGroup[]; makes: ImportYield | null }) {
  const written = makes?.count ?? 0;
  const [serves] = useServes(written);
  return (
    <section className="imported__section" aria-labelledby="imported-instructions">
      <div className="section-head">
        <h2 id="imported-instructions">Instructions</h2>
        <Link to={cookModeSearch(serves, written)} className="btn btn--primary imported__cook">
          <Icon name="cook" size={18} /> Start cooking
        </Link>
      </div>
      {inGroups(steps, sections).map((section) => (
        <Fragment key={section.start}>
          {section.name && <h3 className="imported__group" id={`imported-section-${section.start}`}>{section.name}</h3>}
          <ol
            className="imported__steps"
            start={section.start ? section.start + 1 : undefined}
            aria-labelledby={section.name ? `imported-section-${section.start}` : undefined}
          >
            {section.items.map((step, i) => (
              <li key={section.start + i}>
                {/* the title on its own line above the step; the space keeps the two apart for a screen reader */}
                {step.title && <><strong className="imported__step-title">{step.title}</strong>{' '}</>}
                {step.text}
              </li>
            ))}
          </ol>
        </Fragment>
      ))}
    </section>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="imported imported--state">
      <h1>{title}</h1>
      {children}
      <Link to="/user-recipes#imported" className="btn btn--secondary">Back to imported recipes</Link>
    </div>
  );
}

export default function ImportedRecipeScreen() {
  const dispatch = useAppDispatch();
  const id = parseId(useParams().id);
  const recipe = useAppSelector((state) => (id === null ? undefined : selectImportedRecipeById(state, id)));
  const status = useAppSelector(selectImportedStatus);
  const [disclaimer, setDisclaimer] = useState(false);
  const data = useMemo(() => (recipe ? parseImportedData(recipe.data) : null), [recipe]);
  const title = recipe ? data?.name || addressTitle(recipe.url) : null;

  // the list is loaded after login (SPEC §4); here only when nothing has loaded it yet
  useEffect(() => {
    if (id !== null && status === 'idle') void dispatch(fetchImportedRecipes());
  }, [dispatch, id, status]);
  const askAgain = useCallback(() => void dispatch(fetchImportedRecipes()), [dispatch]);
  useAskAgainWhenOnline(!recipe && status === 'failed', askAgain);

  if (id === null) return <Message title="Recipe not found"><p>{IMPORT_NOT_FOUND}</p></Message>;
  if (!recipe) {
    if (status === 'failed') {
      return (
        <Message title="Imported recipe">
          <p role="alert">{LOAD_FAILED.imports}</p>
          <button type="button" className="btn btn--primary" onClick={askAgain}>try again</button>
        </Message>
      );
    }
    if (status !== 'succeeded') return <Spinner label="Loading the recipe" />;
    return <Message title="Recipe not found"><p>{IMPORT_NOT_FOUND}</p></Message>;
  }

  const href = safeSourceUrl(recipe.url);
  const host = sourceHost(recipe.url);
  const source = href
    ? <a href={href} target="_blank" rel="noopener noreferrer">View the original on {host}<span className="visually-hidden"> (opens in a new tab)</span></a>
    : <span>{recipe.url}</span>;
  if (!data) return <Message title={host}><p>{IMPORT_UNREADABLE}</p><p>{source}</p></Message>;
  const makes = yieldOfImport(data.recipeYield);
  const meta: ReactNode[] = [
    ...(data.recipeYield ? [`Yield: ${data.recipeYield}`] : []),
    ...data.times.map(({ label, iso }) => ({ label, seconds: parseIsoDuration(iso) ?? 0 })).filter(({ seconds }) => seconds > 0)
      .map(({ label, seconds }) => <>{label} <time dateTime={isoDuration(seconds)}>{formatDuration(seconds)}</time></>),
    ...(data.cuisine ? [data.cuisine] : []),
  ];

  return (
    <article className="imported">
      <header className="imported__header">
        <div className="imported__title-row">
          <h1 className="imported__title">{title}</h1>
          <button type="button" className="btn btn--ghost imported__info" aria-haspopup="dialog" onClick={() => setDisclaimer(true)}>
            <span aria-hidden="true" className="imported__info-mark">i</span> info<span className="visually-hidden">: {DISCLAIMER_TITLE}</span>
          </button>
        </div>
        <p className="imported__source">{source}</p>
        {meta.length > 0 && (
          <p className="imported__meta">
            {/* each part unbroken; the spaces outside the hidden dot, so a screen reader does not hear 'Yield: 2Prep' */}
            {meta.map((part, index) => <Fragment key={index}>{index > 0 && <>{' '}<span aria-hidden="true">·</span>{' '}</>}<span className="imported__meta-part">{part}</span></Fragment>)}
          </p>
        )}
        {/* ours: made a recipe of the user's own, to change */}
        {!recipe.import_failed && <CopyToMyRecipes id={recipe.import_recipe_id} name={title ?? host} />}
      </header>
      {recipe.import_failed && data.message && <p className="imported__failed" role="note">{data.message}</p>}
      {!recipe.import_failed && !(data.ingredients.length && data.instructions.length) && (
        // the page named a recipe but not all of it: said, rather than an empty page that looks like a fault of ours
        <p className="imported__failed" role="note">
          The page did not list its {data.ingredients.length ? 'steps' : data.instructions.length ? 'ingredients' : 'ingredients or steps'} in a way Larder can read: see the original.
        </p>
      )}
      {data.description && <p className="imported__description">{data.description}</p>}
      <div className="imported__columns">
        {data.ingredients.length > 0 && <IngredientHelper key={recipe.import_recipe_id} id={recipe.import_recipe_id} ingredients={data.ingredients} groups={data.ingredientGroups} makes={makes} />}
        {data.instructions.length > 0 && <Instructions steps={data.instructions} sections={data.instructionSections} makes={makes} />}
      </div>
      <ImportDisclaimer open={disclaimer} onClose={() => setDisclaimer(false)} />
    </article>
  );
}
