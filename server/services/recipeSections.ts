// The last resort for a page whose schema.org Recipe names the dish but leaves out its ingredients or steps:
// the list that follows the page's own "Ingredients" (or "Method") heading. Used only to fill a Recipe that
// the markup declares, never to make one up, so a page without recipe markup still ends as a failed import.
import type { DefaultTreeAdapterMap } from 'parse5';
import { blockText, elements, type HtmlElement, isElement, LINE_EDGES, normaliseSpace } from './htmlText';

type HtmlDocument = DefaultTreeAdapterMap['document'];
export type Section = 'ingredients' | 'instructions';

/** Heading words, in the languages of the pages people import most (a heading starts with one of them). */
const HEADINGS: Record<Section, RegExp> = {
  ingredients: /^(?:ingredients?|zutaten|ingrédients?|ingredienti|ingredientes|ingrediënten|ingredienser|ainekset|składniki|hozzávalók|malzemeler)\b/iu,
  instructions: /^(?:instructions?|directions?|method|preparation|steps|zubereitung|préparation|procedimento|preparación|bereiding|fremgangsmåde|gör så här|elkészítés|yapılışı)\b/iu,
};
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** a heading written as a bold paragraph ('<p><b>Zutaten für 4 Portionen</b></p>'), looked for only when no h1-h6 names the section */
const LOOSE_HEADING_TAGS = new Set(['p', 'strong', 'b', 'dt']);
const LISTS = new Set(['ul', 'ol']);
/** a heading is short; a sentence that starts with 'Method' is not one */
const MAX_HEADING = 60;

const textOf = (el: HtmlElement) => normaliseSpace(blockText(el, LINE_EDGES, true));

/**
 * The items of the lists after the first heading that names the section, up to the next heading of the same
 * or a higher level (so group headings inside the section are passed over). Empty when there is no such heading.
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
  const inside = new Set<HtmlElement>();
  for (const el of all.slice(start + 1)) {
    if (HEADING_TAGS.has(el.tagName) && Number(el.tagName.slice(1)) <= level) break;
    // the other section's heading ends this one, however it is written
    if (isHeading(el, HEADING_TAGS, other) || isHeading(el, LOOSE_HEADING_TAGS, other)) break;
    if (LISTS.has(el.tagName)) inside.add(el);
    // an item of a list met after the heading; an item holding a list of its own is a group, read through its items
    if (el.tagName === 'li' && inside.has(el.parentNode as HtmlElement) && !el.childNodes.some((c) => 'tagName' in c && LISTS.has(c.tagName))) {
      const text = textOf(el);
      if (text) items.push(text);
    }
  }
  return items;
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

/** a heading over a whole recipe ('Recept: zelf arretjescake maken'), whose method may follow it as paragraphs */
const RECIPE_HEADING = /^(?:recept|recipe|rezept|recette|ricetta|receta|opskrift|oppskrift)\b/iu;
const PARAGRAPH_HEADING_TAGS = new Set(['h2', 'h3', 'h4']);
/** ours: a method's paragraphs */
const MAX_PARAGRAPHS = 30;

/**
 * The paragraphs right after the page's heading of its recipe or its method (rutgerbakt), up to anything else: the
 * last resort for a Recipe without steps of its own, taken only as two or more sentences of a step's length.
 */
export function methodParagraphs(doc: HtmlDocument): string[] {
  for (const el of elements(doc)) {
    if (!PARAGRAPH_HEADING_TAGS.has(el.tagName)) continue;
    const heading = textOf(el);
    if (!RECIPE_HEADING.test(heading) && !HEADINGS.instructions.test(heading)) continue;
    const siblings = (el.parentNode?.childNodes ?? []).filter(isElement);
    const paragraphs: string[] = [];
    for (const next of siblings.slice(siblings.indexOf(el) + 1)) {
      const text = textOf(next);
      if (next.tagName !== 'p' || text.length < 40 || !/[.!]$/.test(text) || paragraphs.length === MAX_PARAGRAPHS) break;
      paragraphs.push(text);
    }
    if (paragraphs.length >= 2) return paragraphs;
  }
  return [];
}
