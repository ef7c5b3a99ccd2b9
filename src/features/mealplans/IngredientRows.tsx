// The rows of the ingredient summary: what the plan's recipes need, what the stores hold, and what is missing.
import type { IngredientRow, IngredientStatus } from '../../lib/mealplanIngredients';
import { formatAmount } from '../../../contract/ingredientsText';

const STATUS_TEXT: Record<IngredientStatus, (row: IngredientRow) => string> = {
  missing: (row) => `missing ${row.missing ? formatAmount(row.missing) : ''}`.trim(),
  short: (row) => `missing ${row.missing ? formatAmount(row.missing) : ''}`.trim(),
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
            <td>{formatAmount(row.needed)}</td>
            <td>{row.inStores ? formatAmount(row.inStores) : 'none'}</td>
            <td>{STATUS_TEXT[row.status](row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
