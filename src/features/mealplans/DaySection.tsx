// One day of a plan (SPEC §2): DAY n with its weekday and date, its recipes, and in the editor a remove
// button per recipe and an add button for the day.
import { useId } from 'react';
import type { MealplanDay, MealplanDayRecipe } from '../../../contract/entities';
import { focusAfterRemoval } from '../../components/focusAfterRemoval';
import { Icon } from '../../components/Icon';
import { weekdayDate } from '../../lib/dates';
import { PlanEntry } from './PlanEntry';

interface DaySectionProps {
  day: MealplanDay;
  /** in the editor: remove the recipe at this index */
  onRemove?: (index: number) => void;
  onAdd?: () => void;
}

/** Entries have no id: each keeps a key of its own while it is on screen (an edit keeps its entry objects), so a row
 *  after a removed one is not remounted and keeps the focus it is handed (an index in the key remounted it). */
const entryKeys = new WeakMap<MealplanDayRecipe, string>();
let lastKey = 0;
function entryKey(entry: MealplanDayRecipe): string {
  let key = entryKeys.get(entry);
  if (!key) entryKeys.set(entry, (key = `entry-${++lastKey}`));
  return key;
}

export const dayTitle = (day: Pick<MealplanDay, 'day'>) => `DAY ${day.day + 1}`;

export function DaySection({ day, onRemove, onAdd }: DaySectionProps) {
  const titleId = useId();
  const title = dayTitle(day);
  return (
    // a removed recipe's button hands the focus on within its day: the next, else the previous, else '+ add'
    <section className="plan-day" aria-labelledby={titleId} data-row-group>
      <h2 id={titleId} className="plan-day__title">
        <span>{title}</span>
        {day.date && <time dateTime={day.date} className="plan-day__date">{weekdayDate(day.date)}</time>}
      </h2>
      {day.recipes.length === 0 ? (
        <p className="muted plan-day__empty">Nothing planned yet.</p>
      ) : (
        <ul className="plan-day__recipes">
          {day.recipes.map((entry, i) => (
            // the same entry object twice in a day (not made by the editor) would share a key: the place tells them apart
            <li key={day.recipes.indexOf(entry) === i ? entryKey(entry) : `${entryKey(entry)}-${i}`} className="plan-day__recipe">
              <PlanEntry entry={entry} />
              {onRemove && (
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove ${entry.name} from ${title}`}
                  data-row-remove
                  onClick={(e) => {
                    // the button goes with the recipe: the focus goes to the next one's
                    focusAfterRemoval(e.currentTarget);
                    onRemove(i);
                  }}
                >
                  <Icon name="close" size={18} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {onAdd && (
        <button type="button" className="btn btn--ghost btn--flush-start plan-day__add" onClick={onAdd} data-row-fallback aria-label={`Add a recipe to ${title}`}>
          + add
        </button>
      )}
    </section>
  );
}
