// The last resort for a page whose schema.org Recipe names the dish but leaves out its ingredients or steps:
// the list that follows the page's own "Ingredients" (or "Method") heading. Used only to fill a Recipe that
// the markup declares, never to make one up, so a page without recipe markup still ends as a failed import.
import type { DefaultTreeAdapterMap } from 'parse5';
import { attr, blockText, elements, type HtmlElement, isElement, LINE_EDGES, normaliseSpace } from './htmlText';

type HtmlDocument = DefaultTreeAdapterMap['document'];
export type Section = 'ingredients' | 'instructions';

/** Heading words, in the languages of the pages people import most. */
const WORDS: Record<Section, string> = {
  ingredients: 'ingredients?|zutaten|ingrédients?|ingredienti|ingredientes|ingrediënten|ingredienser|ainekset|składniki|hozzávalók|malzemeler',
  instructions: 'instructions?|directions?|method|preparation|steps|zubereitung|préparation|procedimento|preparación|bereiding|fremgangsmåde|gör så här|elkészítés|yapılışı',
};
const wordsThen = (end: string) => ({
  ingredients: new RegExp(String.raw`^(?:${WORDS.ingredients})${end}`, 'iu'),
  instructions: new RegExp(String.raw`^(?:${WORDS.instructions})${end}`, 'iu'),
});
/** a heading starts with one of the words */
const HEADINGS: Record<Section, RegExp> = wordsThen(String.raw`\b`);
/** a label is the word alone: a heading a page styles without a heading's tag ('<div class="font-bold">Elkészítés</div>') */
const LABELS: Record<Section, RegExp> = wordsThen(String.raw`\s*:?$`);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** a heading written as a bold paragraph ('<p><b>Zutaten für 4 Portionen</b></p>'), looked for only when no h1-h6 names the section */
const LOOSE_HEADING_TAGS = new Set(['p', 'strong', 'b', 'dt']);
const LISTS = new Set(['ul', 'ol']);
/** a heading is short; a sentence that starts with 'Method' is not one */
const MAX_HEADING = 60;

const textOf = (el: HtmlElement) => normaliseSpace(blockText(el, LINE_EDGES, true));
/** a row's text, its <div>s parted by spaces ('1 db' 'patisszon') */
const rowText = (el: HtmlElement) => normaliseSpace(blockText(el, undefined, true));
const parentOf = (el: HtmlElement) => (el.parentNode && isElement(el.parentNode) ? el.parentNode : null);

/** An element holding only its text (no element inside) that is the section's word alone. */
const isLabel = (el: HtmlElement, of: Section) => el.childNodes.length > 0 && !el.childNodes.some(isElement) && LABELS[of].test(textOf(el));

/**
 * The items of the lists after the first heading that names the section, up to the next heading of the same
 * or a higher level (so group headings inside the section are passed over). Empty when there is no such heading.
 * Its list may instead be rows that each hold a tick box (a list a page builds of <div>s): the section is read as
 * the kind met first, so a list further on (the times under streetkitchen.hu's method) is no part of rows of ticks.
 */
export function sectionItems(doc: HtmlDocument, section: Section): string[] {
  const all = [...elements(doc)];
  const isHeading = (el: HtmlElement, tags: Set<string>, of: Section) => tags.has(el.tagName) && textOf(el).length <= MAX_HEADING && HEADINGS[of].test(textOf(el));
  const other: Section = section === 'ingredients' ? 'instructions' : 'ingredients';
  let start = all.findIndex((el) => isHeading(el, HEADING_TAGS, section));
  if (start < 0) start = all.findIndex((el) => isHeading(el, LOOSE_HEADING_TAGS, section));
  if (start < 0) return [];
  // a loose heading ends at any real heading
  const level = HEADING_TAGS.has(all[start]!.tagName) ? Number(all[start]!.tagName.slice(1)) : 6;
  const items: string[] = [];
  const ticked: string[] = [];
  const inside = new Set<HtmlElement>();
  for (const el of all.slice(start + 1)) {
    if (HEADING_TAGS.has(el.tagName) && Number(el.tagName.slice(1)) <= level) break;
    // the other section's heading ends this one, however it is written
    if (isHeading(el, HEADING_TAGS, other) || isHeading(el, LOOSE_HEADING_TAGS, other) || isLabel(el, other)) break;
    if (LISTS.has(el.tagName)) inside.add(el);
    // an item of a list met after the heading; an item holding a list of its own is a group, read through its items
    if (el.tagName === 'li' && !ticked.length && inside.has(el.parentNode as HtmlElement) && !el.childNodes.some((c) => 'tagName' in c && LISTS.has(c.tagName))) {
      const text = textOf(el);
      if (text) items.push(text);
    }
    if (el.tagName === 'input' && !items.length && attr(el, 'type')?.toLowerCase() === 'checkbox') {
      const row = tickedRow(el);
      if (row) ticked.push(row);
    }
  }
  return items.length ? items : ticked;
}

/** The text of the nearest element around a tick box that has any: the row it ticks off. */
function tickedRow(box: HtmlElement): string {
  for (let el = parentOf(box); el; el = parentOf(el)) {
    const text = rowText(el);
    if (text) return text;
  }
  return '';
}

/**
 * The items of a list on the page whose text, run together, is the given line (whitespace aside): the line
 * was that list with its item edges lost. Null when no list of two or more items spells it out.
 */
export function listSpelledOut(doc: HtmlDocument, line: string): string[] | null {
  const squashed = line.replace(/\s+/g, '');
  for (const el of elements(doc)) {
    if (!LISTS.has(el.tagName)) continue;
    const items = el.childNodes.filter((c): c is HtmlElement => 'tagName' in c && c.tagName === 'li').map(textOf).filter(Boolean);
    if (items.length >= 2 && items.join('').replace(/\s+/g, '') === squashed) return items;
  }
  return null;
}

/** ours: the longest amount before a name in its row ('0.25 TL', '2 Stück (à 150 g)') */
const MAX_AMOUNT = 30;
/** Text as compared with a recipe's name or an ingredient's: case and spacing aside. */
const comparable = (text: string) => normaliseSpace(text).toLowerCase();

/** The text says the name, after nothing or after an amount ('20 g Sonnenblumenöl' for 'Sonnenblumenöl'). */
function saysAfterAmount(text: string, name: string): boolean {
  const [said, named] = [comparable(text), comparable(name)];
  const amount = said.slice(0, said.length - named.length).trim();
  return said.endsWith(named) && (amount === '' || (/^[\d½⅓⅔¼¾⅛]/u.test(amount) && amount.length <= MAX_AMOUNT));
}

/**
 * The page's rows that give a schema.org list of bare names their amounts (sallys-blog.de: 'Popcornmais' in its
 * markup, '50 g Popcornmais' on the page, in rows of <div>s): for each name in turn, the widest element after the
 * last row whose text is the name after an amount, its own text the name. Null unless every name has a row, the
 * first with an amount, and half of them or more have one.
 */
export function rowsNaming(doc: HtmlDocument, names: readonly string[]): string[] | null {
  if (names.length < 2) return null;
  const rows: string[] = [];
  let last: HtmlElement | null = null;
  for (const el of elements(doc)) {
    const name = names[rows.length];
    if (name === undefined) break;
    if (!el.childNodes.some((c) => c.nodeName === '#text' && comparable((c as { value: string }).value) === comparable(name)) || contains(last, el)) continue;
    let row = '';
    let widest: HtmlElement | null = null;
    for (let at = el as HtmlElement | null; at && !contains(at, last); at = parentOf(at)) {
      const text = rowText(at);
      if (!saysAfterAmount(text, name)) break;
      [row, widest] = [text, at];
    }
    if (!widest || (!rows.length && !/\d/.test(row))) continue;
    rows.push(row);
    last = widest;
  }
  return rows.length === names.length && rows.filter((row) => /\d/.test(row)).length * 2 >= rows.length ? rows : null;
}

/** outer is inner or holds it */
function contains(outer: HtmlElement | null, inner: HtmlElement | null): boolean {
  for (let at: HtmlElement | null = inner; at && outer; at = parentOf(at)) if (at === outer) return true;
  return false;
}

/** the word 'recipe' in the languages of the pages people import most */
export const RECIPE_WORDS = 'recept|recipe|rezept|recette|ricetta|receta|opskrift|oppskrift';
/** a heading over a whole recipe ('Recept: zelf arretjescake maken'), whose method may follow it as paragraphs */
const RECIPE_HEADING = new RegExp(String.raw`^(?:${RECIPE_WORDS})\b`, 'iu');
const PARAGRAPH_HEADING_TAGS = new Set(['h2', 'h3', 'h4']);
/** ours: a method's paragraphs */
const MAX_PARAGRAPHS = 30;

/**
 * The paragraphs right after the page's heading of its recipe or its method (rutgerbakt), or one that is the
 * recipe's name (zeit.de heads its method with the dish's name), or a label that is the method's word: the
 * heading's next siblings, or those inside its next sibling (streetkitchen.hu's method in an <article>), up to
 * anything else. The last resort for a Recipe without steps of its own, taken only as two or more sentences of a
 * step's length.
 */
export function methodParagraphs(doc: HtmlDocument, name = ''): string[] {
  const named = comparable(name);
  for (const el of elements(doc)) {
    const heading = PARAGRAPH_HEADING_TAGS.has(el.tagName) ? textOf(el) : null;
    const headed = heading !== null && (RECIPE_HEADING.test(heading) || HEADINGS.instructions.test(heading) || (named !== '' && comparable(heading) === named));
    if (!headed && !isLabel(el, 'instructions')) continue;
    const siblings = (el.parentNode?.childNodes ?? []).filter(isElement);
    const after = siblings.slice(siblings.indexOf(el) + 1);
    const holder = after[0];
    const candidates = holder && holder.tagName !== 'p' && holder.childNodes.filter(isElement)[0]?.tagName === 'p' ? holder.childNodes.filter(isElement) : after;
    const paragraphs: string[] = [];
    for (const next of candidates) {
      const text = textOf(next);
      if (next.tagName !== 'p' || text.length < 40 || !/[.!]$/.test(text) || paragraphs.length === MAX_PARAGRAPHS) break;
      paragraphs.push(text);
    }
    if (paragraphs.length >= 2) return paragraphs;
  }
  return [];
}
