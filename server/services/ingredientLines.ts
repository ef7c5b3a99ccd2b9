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

/** The index of the bracket that closes the one at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && (depth -= 1) === 0) return i;
  }
  return -1;
}

/**
 * A note in brackets whose text starts with a bracket of its own, as WP Recipe Maker writes a note it wraps
 * ('Soy Milk ((300ml) or Almond Milk)', 'Cashews ((75g))', 'flakes ((optional) )'), loses the outer pair: 'Soy
 * Milk (300ml) or Almond Milk', 'Cashews (75g)', 'flakes (optional)'. Unbalanced brackets are left as they are.
 */
export function unwrapDoubledBrackets(line: string): string {
  let text = line;
  const doubled = /\(\s*\(/g;
  for (let hit = doubled.exec(text); hit; hit = doubled.exec(text)) {
    const close = closing(text, hit.index);
    if (close < 0) break;
    text = `${text.slice(0, hit.index)}${text.slice(hit.index + 1, close).trim()}${text.slice(close + 1)}`;
    // the note kept may be doubled itself: look again from where it starts
    doubled.lastIndex = hit.index;
  }
  return text;
}

/** a link a page's recipe card left as its shortcode's text, '[Challah Bread | https://…]' */
const LINK_SHORTCODE = /\[([^[\]|]*\p{L}[^[\]|]*)\|\s*https?:\/\/[^\s[\]]+\s*\]/gu;

/**
 * A link in an ingredient's text written as its shortcode, as halfbakedharvest's WP Recipe Maker card and its
 * schema.org both give it ('8-10 cups cubed [Challah Bread | https://…/challah-bread/]'), reads as its text: '8-10
 * cups cubed Challah Bread'. Only that form: a bracket a cook wrote ('[optional]', '[see note | below]') stays.
 */
export function unwrapLinkShortcodes(line: string): string {
  return line.replace(LINK_SHORTCODE, (_link: string, text: string) => text.trim());
}

function tidy(line: string): string {
  return unwrapDoubledBrackets(unwrapLinkShortcodes(normaliseSpace(line.replace(BULLET, ''))))
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
