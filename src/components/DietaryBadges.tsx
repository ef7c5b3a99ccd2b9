// SPEC §1: the dietary badges of a recipe (vegetarian, vegan, dairy free, gluten free, sugar free).
import type { RecipeTags } from '../../contract/entities';
import { dietaryBadges } from '../lib/dietary';
import './DietaryBadges.css';

export function DietaryBadges({ tags, compact = false }: { tags: Partial<RecipeTags> | null | undefined; compact?: boolean }) {
  const badges = dietaryBadges(tags);
  if (badges.length === 0) return null;
  return (
    <ul className={`badges ${compact ? 'badges--compact' : ''}`} aria-label="Dietary">
      {badges.map((b) => (
        <li key={b.tag} className={`badge badge--${b.tag}`}>{b.label}</li>
      ))}
    </ul>
  );
}
