// The rows of the ingredient summary: what the plan's recipes need, what the stores hold (and what of it has expired,
// which does not count), and what is missing. On a phone each row stands as a card, its cells named by their
// columns (data-label, mealplans.css), the header row being hidden there.
import type { Amount } from '../../../contract/mergeQuantities';
import type { IngredientRow, IngredientStatus } from '../../lib/mealplanIngredients';
import { formatAmount } from '../../../contract/ingredientsText';
import { sayAmount } from '../../../contract/recipeLines';

/** a sum as the recipe page says a scaled amount (700 g, not 0.7 kg; 3.2 kg, not 3200 g) */
const said = (amount: Amount) => formatAmount(sayAmount(amount));

const STATUS_TEXT: Record<IngredientStatus, (row: IngredientRow) => string> = {
  missing: (row) => `missing ${row.missing ? said(row.missing) : ''}`.trim(),
  short: (row) => `missing ${row.missing ? said(row.missing) : ''}`.trim(),
  check: () => 'check: stored in another unit',
  enough: () => 'in stock',
};

export function IngredientRows({ rows }: { rows: IngredientRow[] }) {
  return (
    <table className="ingredient-summary__table">
      <caption className="visually-hidden">Ingredients the plan needs, and what your stores hold</caption>
      <thead>
        <tr>
          <th scope="col">ingredient</th>
          <th scope="col">needed</th>
          <th scope="col">in stores</th>
          <th scope="col">status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          // an ingredient needed in units that cannot be compared has a row for each
          <tr key={`${row.ingredient_id} ${row.needed.measurement}`} className={`ingredient-summary__row is-${row.status}`}>
            <th scope="row">
              {row.name}
              <span className="ingredient-summary__recipes">{row.recipes.join(', ')}</span>
            </th>
            <td data-label="needed">{said(row.needed)}</td>
            <td data-label="in stores">
              {row.inStores ? said(row.inStores) : 'none'}
              {row.expired && <span className="ingredient-summary__expired">{said(row.expired)} expired, not counted</span>}
            </td>
            <td data-label="status">{STATUS_TEXT[row.status](row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
