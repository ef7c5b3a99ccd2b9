// One recipe of a day: its name, leading to the recipe (SPEC §2: catalogue meals to /recipes/{value}); a custom
// item is plain text.
import { Link } from '../../lib/router';
import type { MealplanDayRecipe } from '../../../contract/entities';
import { entryLink } from '../../lib/mealplanRecipes';

const KIND: Record<MealplanDayRecipe['type'], string> = {
  A9: '', USER: 'my recipe', IMPORTED: 'imported', EXTERNAL_LINK: 'from the web', CUSTOM: 'custom',
};

export function PlanEntry({ entry }: { entry: MealplanDayRecipe }) {
  const link = entryLink(entry);
  const kind = KIND[entry.type];
  return (
    <span className="plan-entry">
      {!link && <span className="plan-entry__name">{entry.name}</span>}
      {link?.external && <a href={link.to} target="_blank" rel="noopener noreferrer" className="plan-entry__name">{entry.name}</a>}
      {link && !link.external && <Link to={link.to} className="plan-entry__name">{entry.name}</Link>}
      {kind && <span className="plan-entry__kind">{kind}</span>}
    </span>
  );
}
