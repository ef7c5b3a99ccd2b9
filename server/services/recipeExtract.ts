// schema.org Recipe out of a web page (ARCHITECTURE §4): JSON-LD first (arrays, @graph, @type lists, blocks a
// strict parser refuses), then microdata, which also fills what the JSON-LD left out. The result is the data
// of SPEC §3's imported recipe: plain text only (entities decoded, tags dropped, whitespace normalised), and
// an image only as an absolute http(s) address that the server never fetches.
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import type { ImportedRecipeData } from '../../contract/entities';
import { parseIsoDuration } from '../../contract/isoDuration';
import { isoDuration } from '../../contract/timer';
import { attr, blockText, elements, htmlToLines, htmlToText, type HtmlElement, LINE_EDGES, normaliseSpace } from './htmlText';
import { cleanIngredientLines } from './ingredientLines';
import { parseLenientJson } from './lenientJson';
import { listSpelledOut, sectionItems } from './recipeSections';

export type ExtractedRecipe = Required<Omit<ImportedRecipeData, 'message'>>;

/** ours: bounds on what one import stores */
export const EXTRACT_LIMITS = { text: 300, description: 5000, line: 2000, lines: 300, url: 2000 } as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** 'Recipe', 'schema:Recipe', 'http://schema.org/Recipe' → 'recipe'. */
function typeNames(node: Json): string[] {
  return asArray(node['@type']).filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}
const hasType = (node: Json, type: string) => typeNames(node).includes(type);

// ---------------------------------------------------------------------------------------------------
// Field values, shared by JSON-LD and microdata

/** Text of a value that may be a string, a number, a list or an object with a name/text. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return htmlToText(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (isObject(value)) return textOf(value.text ?? value.name ?? value['@value'] ?? '');
  return '';
}

/** Lines of a value: strings split at line breaks and block edges; lists flattened. */
function linesOf(value: unknown): string[] {
  if (typeof value === 'string') return htmlToLines(value);
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(linesOf);
  if (isObject(value)) return linesOf(value.text ?? value.name ?? '');
  return [];
}

/** '2 eggs, 1 cup milk, 3 tbsp sugar': three or more parts, each starting with a quantity, are one ingredient each. */
function splitJoined(line: string): string[] {
  const parts = line.split(/,\s+/);
  return parts.length >= 3 && parts.every((p) => /^\d/.test(p)) ? parts : [line];
}

/** A list holds one ingredient per entry; a single entry may be the whole list written as lines. */
function ingredientsOf(value: unknown): string[] {
  const entries = asArray(value);
  return (entries.length === 1 ? linesOf(entries[0]) : entries.map(textOf).filter(Boolean)).flatMap(splitJoined);
}

/** a number or a range of them: '4', '4-6', '4 to 6' */
const YIELD_NUMBER = String.raw`(\d{1,3})(?:\s*(?:-|–|to)\s*\d{1,3})?`;
const BARE_YIELD = new RegExp(String.raw`^${YIELD_NUMBER}$`, 'i');
/** servings, portions or people, in the languages imported pages come in (the words the imported recipe screen reads) */
const SERVING_WORD = /(?:^|[^\p{L}])(?:servings?|serves|portions?|people|persons?|personen|personnes|personer|persone|portionen|portioner|porsjoner|főre|adag)(?![\p{L}])/iu;
/** a count of other things, which the imported recipe steps by: '12 cookies', 'makes about 10 pancakes', '2 dozen', 'Makes 12' */
const COUNT_YIELD = new RegExp(String.raw`^(makes:?\s+)?(?:about\s+|approx(?:\.|imately)?\s+)?${YIELD_NUMBER}(?:\s+(?!(?:as|or|of|for|to|and|per|each|a|an|the)\b)([a-z]+(?:\s+[a-z]+){0,2}))?(?:\s*\([^)]*\))?$`, 'i');

/**
 * SPEC §3 recipeYield, of the options a page gives (WP Recipe Maker writes the servings, then the same number with
 * its unit: ['4', '4 servings'], ['12', '12 cookies']). Servings in words first ('4 servings' rather than '4'), else
 * a bare number, which is the servings: a count of other things stands for it only when it counts as many ('12
 * cookies' for '12'). A yield that says something else ('4 1.25 cups curry lentils + 1 cup rice', '10 as a side')
 * is taken only when no servings are given, else the imported recipe would show it and offer no servings stepper.
 */
function yieldOf(value: unknown): string {
  const options = asArray(value).map(textOf).filter(Boolean);
  const servings = options.find((o) => /\d/.test(o) && SERVING_WORD.test(o));
  if (servings) return servings;
  const counts = options.map((o) => COUNT_YIELD.exec(o)).filter((m): m is RegExpExecArray => m !== null && Boolean(m[1] || m[3]));
  // a range ('4-6') says more than one number of it
  const bare = options.find((o) => BARE_YIELD.test(o) && /\D/.test(o)) ?? options.find((o) => BARE_YIELD.test(o));
  if (bare) return counts.find((m) => m[2] === BARE_YIELD.exec(bare)![1])?.[0] ?? bare;
  return counts[0]?.[0] ?? options[0] ?? '';
}

/** ours: a time over 30 days is not a recipe's (a page's typo or a placeholder) */
const MAX_MINUTES = 30 * 24 * 60;
const TIME_WORDS: [RegExp, number][] = [[/(\d+(?:[.,]\d+)?)\s*(?:d|days?)\b/i, 24 * 60], [/(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?)\b/i, 60], [/(\d+(?:[.,]\d+)?)\s*(?:m|mins?|minutes?)\b/i, 1]];

/**
 * A preparation, cooking or total time as whole minutes: an ISO 8601 duration ('PT1H30M', 'PT0H40M', 'PT145M') or
 * the words some pages write instead ('1 hour 30 mins', '45 min'); 0 for none, nonsense or a bare number.
 */
function minutesOf(value: unknown): number {
  const text = textOf(asArray(value)[0]);
  const iso = parseIsoDuration(text);
  const minutes = iso !== null
    ? iso / 60
    : TIME_WORDS.reduce((total, [pattern, factor]) => total + Number(pattern.exec(text)?.[1]?.replace(',', '.') ?? 0) * factor, 0);
  const whole = Math.round(minutes);
  return whole > 0 && whole <= MAX_MINUTES ? whole : 0;
}

/** schema.org's times as ISO durations: the total the page gives, else its preparation and cooking added */
function timesOf(node: Json): Pick<ExtractedRecipe, 'prepTime' | 'cookTime' | 'totalTime'> {
  const [prep, cook] = [minutesOf(node.prepTime), minutesOf(node.cookTime)];
  const total = minutesOf(node.totalTime) || prep + cook;
  const iso = (minutes: number) => (minutes ? isoDuration(minutes * 60) : '');
  return { prepTime: iso(prep), cookTime: iso(cook), totalTime: iso(total) };
}

/** An image as a URL: a string, an ImageObject (url or contentUrl), or the first of a list. */
function imageOf(value: unknown, pageUrl: string): string {
  for (const candidate of asArray(value)) {
    const raw = typeof candidate === 'string' ? candidate : isObject(candidate) ? candidate.url ?? candidate.contentUrl ?? candidate['@id'] : null;
    if (typeof raw !== 'string') continue;
    try {
      const url = new URL(normaliseSpace(raw), pageUrl);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= EXTRACT_LIMITS.url) return url.href;
    } catch {
      // not an address: try the next candidate
    }
  }
  return '';
}

/** The paragraphs of one step's text: block edges and blank lines part them, a single line break does not. */
function paragraphsOf(value: unknown): string[] {
  if (typeof value !== 'string') return linesOf(value);
  return value.replace(/\r\n?/g, '\n').split(/\n[^\S\n]*\n|<\/?(?:p|div|li|ol|ul)\b[^>]*>|<br\s*\/?>\s*<br\s*\/?>/i)
    .map(textOf).filter(Boolean);
}

/**
 * Instructions as steps: plain text (split into lines), HowToStep (text, with its name when it says more),
 * HowToSection (its name, then its steps), ItemList (its elements).
 */
function instructionsOf(value: unknown, depth = 0): string[] {
  if (depth > 10) return [];
  if (typeof value === 'string' || typeof value === 'number') return linesOf(value);
  if (Array.isArray(value)) return value.flatMap((v) => instructionsOf(v, depth + 1));
  if (!isObject(value)) return [];
  const items = value.itemListElement ?? value.steps ?? value.step;
  if (hasType(value, 'howtosection') || (items !== undefined && !hasType(value, 'howtostep'))) {
    const name = textOf(value.name);
    return [...(name ? [name] : []), ...instructionsOf(items, depth + 1)];
  }
  // one HowToStep is one step: line breaks inside its text only wrap it (a paragraph per line is kept apart)
  const text = paragraphsOf(value.text ?? value.description ?? '');
  const name = textOf(value.name);
  // some pages repeat the text as the name, or cut it short: keep a name only when it adds something
  const first = text[0] ?? '';
  const addsName = name && !first.startsWith(name.replace(/[.…]+$/, '')) && !/^step\s*\d+$/i.test(name);
  if (!text.length) return name ? [name] : [];
  return addsName ? [name, ...text] : text;
}

function finish(r: ExtractedRecipe): ExtractedRecipe {
  const lines = (list: string[]) => list.map((l) => clip(l, EXTRACT_LIMITS.line)).slice(0, EXTRACT_LIMITS.lines);
  return {
    name: clip(r.name, EXTRACT_LIMITS.text),
    description: clip(r.description, EXTRACT_LIMITS.description),
    image: r.image,
    recipeCuisine: clip(r.recipeCuisine, EXTRACT_LIMITS.text),
    recipeYield: clip(r.recipeYield, EXTRACT_LIMITS.text),
    recipeIngredient: lines(cleanIngredientLines(r.recipeIngredient)),
    recipeInstructions: lines(r.recipeInstructions),
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    totalTime: r.totalTime,
  };
}

// ---------------------------------------------------------------------------------------------------
// JSON-LD

/** Every node with an @id, so a reference ({"@id": "#image"}) can be followed. */
function indexIds(value: unknown, ids: Map<string, Json>, depth = 0): void {
  if (depth > 20) return;
  if (Array.isArray(value)) for (const v of value) indexIds(v, ids, depth + 1);
  else if (isObject(value)) {
    if (typeof value['@id'] === 'string' && Object.keys(value).length > 1) ids.set(value['@id'], value);
    for (const v of Object.values(value)) indexIds(v, ids, depth + 1);
  }
}

function findRecipes(value: unknown, found: Json[], depth = 0): void {
  if (depth > 20) return;
  if (Array.isArray(value)) for (const v of value) findRecipes(v, found, depth + 1);
  else if (isObject(value)) {
    if (hasType(value, 'recipe')) found.push(value);
    else for (const v of Object.values(value)) findRecipes(v, found, depth + 1);
  }
}

/** Pages that give both recipeIngredient and the older ingredients sometimes squash one into a line. */
const longest = (a: string[], b: string[]) => (b.length > a.length ? b : a);

function fromJsonLd(node: Json, ids: Map<string, Json>, pageUrl: string): ExtractedRecipe {
  const deref = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(deref);
    if (isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).length === 1) return ids.get(v['@id']) ?? v;
    return v;
  };
  return {
    name: textOf(node.name ?? node.headline),
    description: textOf(node.description),
    image: imageOf(deref(node.image) ?? node.thumbnailUrl, pageUrl),
    recipeCuisine: textOf(node.recipeCuisine),
    recipeYield: yieldOf(node.recipeYield ?? node.yield),
    recipeIngredient: longest(ingredientsOf(node.recipeIngredient), ingredientsOf(node.ingredients)),
    recipeInstructions: instructionsOf(deref(node.recipeInstructions)),
    ...timesOf(node),
  };
}

/**
 * The JSON-LD blocks of a page, found without building the whole document: script content is raw text up to
 * the first </script, so the scan is exact, and a page of megabytes costs milliseconds rather than a second.
 */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = script.exec(html); m; m = script.exec(html)) {
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[1] ?? '');
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').split(';')[0]!.trim().toLowerCase();
    if (value === 'application/ld+json') blocks.push(m[2] ?? '');
  }
  return blocks;
}

function jsonLdRecipes(html: string, pageUrl: string): ExtractedRecipe[] {
  const values = jsonLdBlocks(html).flatMap(parseLenientJson);
  const ids = new Map<string, Json>();
  indexIds(values, ids);
  const found: Json[] = [];
  findRecipes(values, found);
  return found.map((node) => fromJsonLd(node, ids, pageUrl));
}

// ---------------------------------------------------------------------------------------------------
// Microdata (WHATWG HTML §5)

interface MicroItem {
  types: string[];
  props: Map<string, unknown[]>;
}

/** The value of one itemprop element that is not an item itself, by the element's kind. */
function propValue(el: HtmlElement): unknown {
  switch (el.tagName) {
    case 'meta': return attr(el, 'content') ?? '';
    case 'img': case 'audio': case 'video': case 'source': case 'embed': case 'iframe': case 'track': return { url: attr(el, 'src') ?? '' };
    case 'a': case 'area': case 'link': return { url: attr(el, 'href') ?? '' };
    case 'object': return { url: attr(el, 'data') ?? '' };
    case 'data': case 'meter': return attr(el, 'value') ?? '';
    case 'time': return attr(el, 'datetime') ?? blockText(el, LINE_EDGES, true);
    // not in WHATWG's list, but schema.org's pages write a machine value so ('<span itemprop="totalTime" content="PT30M">')
    default: return attr(el, 'content') ?? blockText(el, LINE_EDGES, true);
  }
}

/** An item and its properties; a nested itemscope keeps its own properties. */
function microItem(root: HtmlElement, depth = 0): MicroItem {
  const types = (attr(root, 'itemtype') ?? '').split(/\s+/).filter(Boolean).map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
  const props = new Map<string, unknown[]>();
  const walk = (el: HtmlElement, d: number) => {
    for (const child of el.childNodes) {
      if (!('tagName' in child)) continue;
      const names = (attr(child, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
      if (names.length && d < 30) {
        const value = attr(child, 'itemscope') !== undefined && depth < 10 ? microItem(child, depth + 1) : propValue(child);
        for (const name of names) props.set(name, [...(props.get(name) ?? []), value]);
      }
      if (attr(child, 'itemscope') === undefined && d < 200) walk(child, d + 1);
    }
  };
  walk(root, 0);
  return { types, props };
}

/** A microdata item as the JSON-LD shape, so one set of field rules serves both. */
function itemToJson(item: MicroItem): Json {
  const json: Json = { '@type': item.types };
  for (const [name, values] of item.props) {
    const converted = values.map((v) => (isMicroItem(v) ? itemToJson(v) : v));
    json[name] = converted.length === 1 ? converted[0] : converted;
  }
  return json;
}
const isMicroItem = (v: unknown): v is MicroItem => isObject(v) && v.props instanceof Map;

type HtmlDocument = DefaultTreeAdapterMap['document'];
const MICRODATA_RECIPE = /itemtype\s*=\s*["']?[^"'>]*schema\.org\/Recipe\b/i;

function microdataRecipes(doc: HtmlDocument, pageUrl: string): ExtractedRecipe[] {
  const recipes: ExtractedRecipe[] = [];
  for (const el of elements(doc)) {
    if (attr(el, 'itemscope') === undefined || !MICRODATA_RECIPE.test(`itemtype="${attr(el, 'itemtype') ?? ''}"`)) continue;
    const json = itemToJson(microItem(el));
    recipes.push(fromJsonLd(json, new Map(), pageUrl));
  }
  return recipes;
}

// ---------------------------------------------------------------------------------------------------

const score = (r: ExtractedRecipe) => (r.name ? 1 : 0) + Math.min(r.recipeIngredient.length, 50) + Math.min(r.recipeInstructions.length, 50);
const best = (list: ExtractedRecipe[]) => list.reduce<ExtractedRecipe | null>((a, b) => (!a || score(b) > score(a) ? b : a), null);

/** The page's own title, for a recipe whose markup has no name. */
function pageTitle(doc: HtmlDocument): string {
  for (const el of elements(doc)) {
    if (el.tagName === 'meta' && attr(el, 'property') === 'og:title') return htmlToText(attr(el, 'content') ?? '');
  }
  for (const el of elements(doc)) if (el.tagName === 'title') return normaliseSpace(blockText(el, LINE_EDGES, true));
  return '';
}

const FRACTIONS: Record<string, string> = { '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8' };
/** A line's words, whatever its brackets, fraction glyphs, dashes, invisible characters, case and spacing. */
export function ingredientWords(line: string): string {
  return line.replace(/(\d?)([½⅓⅔¼¾⅛⅜⅝⅞])/gu, (_, whole: string, f: string) => `${whole}${whole ? ' ' : ''}${FRACTIONS[f]}`)
    .replace(/[()[\]]/g, ' ').replace(/[\u2010-\u2015\u2212]/gu, '-').replace(/[\u00ad\u200b-\u200d\u2060-\u2064\ufeff]/gu, '')
    .toLowerCase().replace(/\s+/g, ' ').replace(/ ([,;.])/g, '$1').trim();
}

/** an amount in metric units in brackets: '(315 mL)', '(2.5 ml)', '(200 g)' */
const METRIC_AMOUNT = /\(\s*\d[\d.,/\s]*\s*(?:mg|g|kg|ml|cl|dl|l)\s*\)/giu;
/** The words a line says, metric amounts in brackets left out and a number joined to its unit ('250 g' = '250g'). */
const saysWords = (line: string) => ingredientWords(line.replace(METRIC_AMOUNT, ' ')).replace(/(\d) (?=\p{L})/gu, '$1');

/** the ingredient list of a recipe plugin's card: WP Recipe Maker, Tasty Recipes, Mediavine Create */
const PLUGIN_CARD = /\b(?:wprm-recipe-ingredient|tasty-recipes?-ingredients|mv-create-ingredients)\b/;

/**
 * The page's own ingredient list when it says the markup's lines more fully: metric amounts the markup leaves out
 * ('¾ cup (175 mL) butter'), or the same lines followed by those of a part the markup leaves out (a filling, a
 * sauce). Null otherwise, and when the list only writes the same lines differently (brackets, fraction glyphs,
 * spacing): the markup is then kept.
 */
export function listSayingMore(lines: readonly string[], list: readonly string[]): string[] | null {
  const words = lines.map(saysWords);
  const plain = lines.map(ingredientWords);
  // the markup's lines, then a part it leaves out: two or more ingredients with amounts, no group's name
  if (list.length >= lines.length + 2) {
    return list.every((line, i) => (i < lines.length ? saysWords(line) === words[i] : /\d/.test(line))) ? [...list] : null;
  }
  const fuller = list.length === lines.length
    && list.every((line, i) => saysWords(line) === words[i] && ingredientWords(line).length >= plain[i]!.length)
    && list.some((line, i) => ingredientWords(line) !== plain[i]);
  return fuller ? [...list] : null;
}

/**
 * The recipe a page describes, or null when it has no schema.org Recipe with a name, ingredients or steps.
 * pageUrl resolves relative image addresses.
 */
export function extractRecipe(html: string, pageUrl: string): ExtractedRecipe | null {
  const fromLd = best(jsonLdRecipes(html, pageUrl));
  // the whole document is built when first needed: for microdata, a missing name or the page's own lists
  let doc: HtmlDocument | null = null;
  const document = () => (doc ??= parse(html));
  const fromMicro = MICRODATA_RECIPE.test(html) ? best(microdataRecipes(document(), pageUrl)) : null;
  const primary = fromLd ?? fromMicro;
  if (!primary) return null;
  const other = fromLd && fromMicro ? fromMicro : null;
  const times = primary.totalTime || !other ? primary : other;
  const merged: ExtractedRecipe = {
    name: primary.name || other?.name || '',
    description: primary.description || other?.description || '',
    image: primary.image || other?.image || '',
    recipeCuisine: primary.recipeCuisine || other?.recipeCuisine || '',
    recipeYield: primary.recipeYield || other?.recipeYield || '',
    recipeIngredient: primary.recipeIngredient.length ? primary.recipeIngredient : other?.recipeIngredient ?? [],
    recipeInstructions: primary.recipeInstructions.length ? primary.recipeInstructions : other?.recipeInstructions ?? [],
    // the times together, from the markup that gives any
    prepTime: times.prepTime,
    cookTime: times.cookTime,
    totalTime: times.totalTime,
  };
  // a page that names a Recipe but gives neither its name nor its ingredients nor its steps has nothing to keep
  if (!merged.name && !merged.recipeIngredient.length && !merged.recipeInstructions.length) return null;
  if (!merged.name) merged.name = pageTitle(document());
  // a Recipe that names the dish but leaves out a list: the page's own list under its heading
  if (!merged.recipeIngredient.some((line) => /\d/.test(line))) {
    // none, or bare names ('Zucker', 'Tomaten'): the page's own list, when it gives amounts
    const listed = sectionItems(document(), 'ingredients');
    if (!merged.recipeIngredient.length || listed.filter((line) => /\d/.test(line)).length >= merged.recipeIngredient.length / 2) merged.recipeIngredient = listed;
  }
  if (!merged.recipeInstructions.length) merged.recipeInstructions = sectionItems(document(), 'instructions');
  // the whole list as one line with its item edges lost ('2 eggs1 cup milk'): the page's list that spells it out
  if (merged.recipeIngredient.length === 1) merged.recipeIngredient = listSpelledOut(document(), merged.recipeIngredient[0]!) ?? merged.recipeIngredient;
  // the list under the page's Ingredients heading when it says the same lines more fully; not on a recipe plugin's
  // page, whose schema.org data the plugin writes from its own card (the card only adds amounts it converts)
  if (merged.recipeIngredient.length && !PLUGIN_CARD.test(html)) {
    const listed = listSayingMore(cleanIngredientLines(merged.recipeIngredient), cleanIngredientLines(sectionItems(document(), 'ingredients')));
    if (listed) merged.recipeIngredient = listed;
  }
  return finish(merged);
}
