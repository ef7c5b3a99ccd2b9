// One day of a plan (SPEC §2): DAY n with its weekday and date, its recipes, and in the editor a remove
// button per recipe and an add button for the day.
import { useId } from 'react';
import type { MealplanDay } from '../../../contract/entities';
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

export const dayTitle = (day: Pick<MealplanDay, 'day'>) => `DAY ${day.day + 1}`;

export function DaySection({ day, onRemove, onAdd }: DaySectionProps) {
  const titleId = useId();
  const title = dayTitle(day);
  return (
    <section className="plan-day" aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-day__title">
        <span>{title}</span>
        {day.date && <time dateTime={day.date} className="plan-day__date">{weekdayDate(day.date)}</time>}
      </h2>
      {day.recipes.length === 0 ? (
        <p className="muted plan-day__empty">Nothing planned yet.</p>
      ) : (
        <ul className="plan-day__recipes">
          {day.recipes.map((entry, i) => (
            // entries have no id of their own; the index is their place in the day
            <li key={`${i}-${entry.type}-${String(entry.value)}-${entry.name}`} className="plan-day__recipe">
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
        <button type="button" className="btn btn--ghost btn--flush-start plan-day__add" onClick={onAdd} aria-label={`Add a recipe to ${title}`}>
          + add
        </button>
      )}
    </section>
  );
}
