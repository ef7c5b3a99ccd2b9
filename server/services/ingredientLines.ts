// Ingredient lines as a cook reads them. Pages put list bullets, group headings ("For the sauce:"), lone
// quantities split from their ingredient and "carrot , peeled" into their markup; these are tidied
// here, so the list can feed a shopping list line by line.
import { normaliseSpace } from './htmlText';

const BULLET = /^[-–—•*·▪▫◦‣⁃▢☐□✓✔]\s+/u;
/** only a quantity: digits, fractions, ranges ('2', '1 1/2', '½', '2-3') */
const LONE_QUANTITY = /^[\d\s.,/½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞–-]+$/u;

/** A group heading rather than an ingredient: 'For the sauce:', '## SAUCE', 'FOR THE MARINADE', 'TO SERVE'. */
export function isIngredientHeading(line: string): boolean {
  if (/\d/.test(line)) return false;
  if (line.endsWith(':') || line.startsWith('#')) return true;
  return /^(?:FOR|TO)\b/u.test(line) && line === line.toUpperCase();
}

function tidy(line: string): string {
  return normaliseSpace(line.replace(BULLET, ''))
    // no space before a comma or semicolon
    .replace(/\s+([,;])/g, '$1');
}

export function cleanIngredientLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  let pending = '';
  for (const raw of lines) {
    const line = tidy(raw);
    if (!line || isIngredientHeading(line)) continue;
    if (LONE_QUANTITY.test(line)) {
      pending = pending ? `${pending} ${line}` : line;
      continue;
    }
    out.push(pending ? `${pending} ${line}` : line);
    pending = '';
  }
  if (pending) out.push(pending);
  return out;
}
