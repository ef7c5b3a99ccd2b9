// schema.org Recipe out of a web page (ARCHITECTURE §4): JSON-LD first (arrays, @graph, @type lists, blocks a
// strict parser refuses), then microdata, which also fills what the JSON-LD left out. The result is the data
// of SPEC §3's imported recipe: plain text only (entities decoded, tags dropped, whitespace normalised), and
// an image only as an absolute http(s) address that the server never fetches. Ingredient groups, sections of
// steps and step titles are kept beside the flat lists (ingredientGroups, instructionSections, stepTitles), so a
// reader of the lists alone (the meal plan's ingredients, an import made before) reads them as it always did.
import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';
import type { ImportedGroup, ImportedRecipeData } from '../../contract/entities';
import { runsOf } from '../../contract/importedGroups';
import { parseIsoDuration } from '../../contract/isoDuration';
import { isoDuration } from '../../contract/timer';
import { attr, blockText, elements, htmlToLines, htmlToText, type HtmlElement, type HtmlNode, isElement, LINE_EDGES, normaliseSpace } from './htmlText';
import { cleanIngredientLines, isIngredientHeading } from './ingredientLines';
import { parseLenientJson } from './lenientJson';
import { listSpelledOut, methodParagraphs, RECIPE_WORDS, rowsNaming, sectionItems } from './recipeSections';

/** the parts kept only where the page gives them */
type Grouping = 'ingredientGroups' | 'instructionSections' | 'stepTitles';
export type ExtractedRecipe = Required<Omit<ImportedRecipeData, 'message' | Grouping>> & Pick<ImportedRecipeData, Grouping>;
/** one step as the page gives it: its text, its short title (a HowToStep's name) and its section's name (a HowToSection's) */
interface Step {
  text: string;
  title: string;
  section: string;
}
/** a recipe as read, before finish: ingredient lines as the page writes them (its group names among them), steps whole */
type Draft = Omit<ExtractedRecipe, 'recipeInstructions' | Grouping> & { recipeInstructions: Step[] };

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
 * A letter of any script. A line without one is the page's punctuation or numbering, never a step: the ', ' a page
 * joins its paragraphs with, a HowToStep's name that is its number (1, '2.').
 */
const hasLetter = (line: string) => /\p{L}/u.test(line);
/** a step's number in words ('Step 2', 'Schritt 2', 'gazpacho step 2'), which the numbered list says already */
const STEP_NUMBER = /(?:^|[^\p{L}])(?:step|schritt|étape|etape|paso|passo|stap|steg|trin|krok|lépés|adım)\s*\d+\s*[.:)]?$/iu;

const stepsOf = (lines: readonly string[], section: string): Step[] => lines.filter(hasLetter).map((text) => ({ text, title: '', section }));

/**
 * A text whose paragraphs a page joined with nothing between them ('greaseproof paper.Snap the chocolate', 'nuts (if
 * using).Sift the cocoa', 'en famille...Dans cette version'): a full stop, an ellipsis, '!' or '?' after two small
 * letters or a closing bracket or quote, with a capital letter right after it, ends a paragraph: a step of its own
 * (as recipe-scrapers reads them), a space in a description. Not a decimal ('1.5'), not a full stop with a space
 * after it ('approx. Then'), not an abbreviation of single letters ('e.g.Such').
 */
const RUN_ON = /(?<=(?:\p{Ll}{2}|[)\]"'”’»])(?:\.{1,3}|…|[!?]))(?=\p{Lu})/gu;
const runOnSteps = (line: string): string[] => line.split(RUN_ON).map((part) => part.trim()).filter(Boolean);

/** ours: the longest run of steps looked for as a repeat */
const MAX_REPEAT = 100;

/** Steps without a run the page repeats right after itself (blueapron gives its steps again in a step-by-step view). */
function dropRepeats(steps: readonly Step[]): Step[] {
  const ids = new Map<string, number>();
  const keys = steps.map((step) => {
    const key = `${step.section}\n${step.title}\n${step.text}`.toLowerCase();
    if (!ids.has(key)) ids.set(key, ids.size);
    return ids.get(key)!;
  });
  const kept: number[] = [];
  let i = 0;
  while (i < steps.length) {
    let run = 0;
    for (let k = Math.min(kept.length, steps.length - i, MAX_REPEAT); k >= 1 && !run; k -= 1) {
      const from = kept.length - k;
      let same = true;
      for (let j = 0; j < k && same; j += 1) same = keys[i + j] === keys[kept[from + j]!];
      if (same) run = k;
    }
    if (run) i += run;
    else kept.push(i++);
  }
  return kept.map((index) => steps[index]!);
}

/** A HowToStep's name as its title: not when it is its number, nor when the text starts with it (a name repeating the text, or cut short). */
function titleOf(name: string, text: string): string {
  if (!hasLetter(name) || STEP_NUMBER.test(name)) return '';
  return text.startsWith(name.replace(/[.…]+$/, '')) ? '' : name;
}

/**
 * Instructions as steps: plain text (split into lines), HowToStep (its text, titled by its name when the name says
 * more), HowToSection and ItemList (their steps, under the section's name: a heading, never a step of its own).
 */
function instructionsOf(value: unknown, section = '', depth = 0): Step[] {
  if (depth > 10) return [];
  if (typeof value === 'string' || typeof value === 'number') return stepsOf(linesOf(value).flatMap(runOnSteps), section);
  if (Array.isArray(value)) return value.flatMap((v) => instructionsOf(v, section, depth + 1));
  if (!isObject(value)) return [];
  const items = value.itemListElement ?? value.steps ?? value.step;
  if (hasType(value, 'howtosection') || (items !== undefined && !hasType(value, 'howtostep'))) {
    // a section inside a section goes by the nearer name
    const name = groupName(textOf(value.name));
    return instructionsOf(items, hasLetter(name) ? name : section, depth + 1);
  }
  // one HowToStep is one step: line breaks inside its text only wrap it (a paragraph per line is kept apart)
  const text = paragraphsOf(value.text ?? value.description ?? '').filter(hasLetter);
  const name = textOf(value.name);
  if (!text.length) return stepsOf(STEP_NUMBER.test(name) ? [] : [name], section);
  const title = titleOf(name, text[0]!);
  return text.map((paragraph, index) => ({ text: paragraph, title: index === 0 ? title : '', section }));
}

/**
 * Runs cut to the first `max` lines; none unless there are two or more and one has a name (one group of the whole
 * list, 'Zubereitung', 'Zutaten für 4', says no more than the list's own heading).
 */
function namedRuns(runs: readonly ImportedGroup[], max: number): ImportedGroup[] | undefined {
  const kept: ImportedGroup[] = [];
  let left = max;
  for (const run of runs) {
    const count = Math.min(run.count, left);
    if (count > 0) kept.push({ name: clip(run.name, EXTRACT_LIMITS.text), count });
    left -= count;
  }
  return kept.length > 1 && kept.some((run) => run.name) ? kept : undefined;
}

/** a group name that only says what the list's own heading says (the words of recipeSections' headings) */
const INGREDIENTS_NAME = /^(?:ingredients?|zutaten|ingrédients?|ingredienti|ingredientes|ingrediënten|ingredienser|ainekset|składniki|hozzávalók|malzemeler)\s*:?$/iu;

/** A group's or section's name as a heading: '#'s and a closing ':' or '-' dropped; shouted ('DIPPING SAUCE:') said in sentence case. */
function groupName(heading: string): string {
  const name = normaliseSpace(heading).replace(/^#+\s*/, '').replace(/\s*[:\-–]+$/, '');
  if (INGREDIENTS_NAME.test(name)) return '';
  return name === name.toUpperCase() && name !== name.toLowerCase() ? name.charAt(0) + name.slice(1).toLowerCase() : name;
}

/** ingredient lines, tidied, with the groups over them */
interface GroupedLines {
  lines: string[];
  groups: ImportedGroup[];
}

/**
 * The lines of an ingredient list, tidied, and the groups that the headings among them make ('For the sauce:',
 * 'DIPPING SAUCE:'): each heading names the lines up to the next.
 */
function groupedLines(raw: readonly string[]): GroupedLines {
  const names: string[] = [];
  const lines: string[] = [];
  let name = '';
  let chunk: string[] = [];
  const close = () => {
    const tidied = cleanIngredientLines(chunk);
    lines.push(...tidied);
    names.push(...tidied.map(() => name));
    chunk = [];
  };
  for (const line of raw) {
    if (!isIngredientHeading(normaliseSpace(line))) chunk.push(line);
    else {
      close();
      name = groupName(line);
    }
  }
  close();
  return { lines, groups: runsOf(names) };
}

/** a rating the page puts after the name, bracketed or after a dash: '(4.8/5)', '- 4.5/5' */
const TRAILING_RATING = /(?:\s*[-–—|]?\s*\(\s*\d+(?:[.,]\d+)?\s*\/\s*(?:5|10)\s*\)|\s*[-–—|]\s*\d+(?:[.,]\d+)?\s*\/\s*(?:5|10))$/u;
/** the word 'recipe' as the site's suffix after a dash ('Arretjescake – Recept') */
const DASHED_RECIPE_WORD = new RegExp(String.raw`\s+[-–—|]\s*(?:${RECIPE_WORDS})$`, 'iu');
/** the word 'recipe' that ends a name, taken only with a rating after it ('Tartlets Recipe - (4.8/5)'): the site's suffix */
const RECIPE_WORD = new RegExp(String.raw`\s+(?:${RECIPE_WORDS})$`, 'iu');

/**
 * A recipe's name without the site's suffix: a trailing rating and 'Recipe' before it, or 'Recipe' after a dash.
 * A name that ends in 'Recipe' alone ('Dill Pickle Recipe') is the page's own, as recipe-scrapers reads it.
 */
function nameOf(name: string): string {
  const unrated = name.replace(TRAILING_RATING, '');
  const plain = (unrated === name ? name : unrated.replace(RECIPE_WORD, '')).replace(DASHED_RECIPE_WORD, '').trim();
  return plain || name;
}

function finish(r: Draft, ingredients: GroupedLines): ExtractedRecipe {
  const lines = (list: string[]) => list.map((l) => clip(l, EXTRACT_LIMITS.line)).slice(0, EXTRACT_LIMITS.lines);
  const steps = r.recipeInstructions.slice(0, EXTRACT_LIMITS.lines);
  const recipe: ExtractedRecipe = {
    name: clip(nameOf(r.name), EXTRACT_LIMITS.text),
    description: clip(r.description, EXTRACT_LIMITS.description),
    image: r.image,
    recipeCuisine: clip(r.recipeCuisine, EXTRACT_LIMITS.text),
    recipeYield: clip(r.recipeYield, EXTRACT_LIMITS.text),
    recipeIngredient: lines(ingredients.lines),
    recipeInstructions: lines(steps.map((step) => step.text)),
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    totalTime: r.totalTime,
  };
  // only where the page gives them, so a recipe without keeps the shape of the imports made before
  const groups = namedRuns(ingredients.groups, recipe.recipeIngredient.length);
  if (groups) recipe.ingredientGroups = groups;
  const sections = namedRuns(runsOf(steps.map((step) => step.section)), steps.length);
  if (sections) recipe.instructionSections = sections;
  if (steps.some((step) => step.title)) recipe.stepTitles = steps.map((step) => clip(step.title, EXTRACT_LIMITS.text));
  return recipe;
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

function fromJsonLd(node: Json, ids: Map<string, Json>, pageUrl: string): Draft {
  const deref = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(deref);
    if (isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).length === 1) return ids.get(v['@id']) ?? v;
    return v;
  };
  return {
    name: textOf(node.name ?? node.headline),
    description: textOf(node.description).replace(RUN_ON, ' '),
    image: imageOf(deref(node.image) ?? node.thumbnailUrl, pageUrl),
    recipeCuisine: textOf(node.recipeCuisine),
    recipeYield: yieldOf(node.recipeYield ?? node.yield),
    recipeIngredient: longest(ingredientsOf(node.recipeIngredient), ingredientsOf(node.ingredients)),
    recipeInstructions: dropRepeats(instructionsOf(deref(node.recipeInstructions)).slice(0, 2 * EXTRACT_LIMITS.lines)),
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

function jsonLdRecipes(html: string, pageUrl: string): Draft[] {
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

/** a step's title line: short words, no sentence (no comma, no full stop), starting with a capital */
const isTitleLine = (line: string) => line.length <= 60 && /^\p{Lu}/u.test(line) && !/[,;.!?]/.test(line) && line.split(' ').length <= 8;
/** a step's number before its title ('1 Cook the farro', '2. Make the sauce', '3Serve' where the spans touch) */
const LEADING_NUMBER = /^\d{1,2}\s*[.):]?\s*(?=\p{Lu})/u;

/**
 * One recipeInstructions element of several as a HowToStep: one step whatever its line breaks and paragraphs, its
 * first line its title when that is a title's few words with the text starting afresh after it (blueapron's
 * '1' 'Cook the farro', gourmandize's 'Shortbread<br>Pour the flour…'); its number, or 'Step 1', is no title.
 * An element that holds a list is that list of steps.
 */
function microStep(el: HtmlElement): unknown {
  const value = propValue(el);
  if (typeof value !== 'string' || [...elements(el)].filter((child) => child.tagName === 'li').length >= 2) return value;
  const lines = blockText(el, undefined, true).split('\n').map(normaliseSpace).filter(Boolean);
  while (lines.length && (!hasLetter(lines[0]!) || STEP_NUMBER.test(lines[0]!))) lines.shift();
  if (!lines.length) return '';
  const first = lines[0]!.replace(LEADING_NUMBER, '');
  const titled = lines.length > 1 && isTitleLine(first) && /^[\p{Lu}\d]/u.test(lines[1]!);
  return { '@type': 'HowToStep', name: titled ? first : '', text: (titled ? lines.slice(1) : lines).join(' ') };
}

/** An item and its properties; a nested itemscope keeps its own properties. */
function microItem(root: HtmlElement, depth = 0): MicroItem {
  const types = (attr(root, 'itemtype') ?? '').split(/\s+/).filter(Boolean).map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
  const props = new Map<string, unknown[]>();
  // the elements of recipeInstructions that are no items, in order
  const stepElements: HtmlElement[] = [];
  const walk = (el: HtmlElement, d: number) => {
    for (const child of el.childNodes) {
      if (!('tagName' in child)) continue;
      const names = (attr(child, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
      if (names.length && d < 30) {
        const item = attr(child, 'itemscope') !== undefined && depth < 10;
        const value = item ? microItem(child, depth + 1) : propValue(child);
        if (!item && names.includes('recipeInstructions')) stepElements.push(child);
        for (const name of names) props.set(name, [...(props.get(name) ?? []), value]);
      }
      if (attr(child, 'itemscope') === undefined && d < 200) walk(child, d + 1);
    }
  };
  walk(root, 0);
  // several elements give a step each: each is one step (a HowToStep), never a step for each of its lines
  const steps = props.get('recipeInstructions');
  if (steps && stepElements.length > 1) {
    let next = 0;
    props.set('recipeInstructions', steps.map((value) => (isMicroItem(value) ? value : microStep(stepElements[next++]!))));
  }
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

/** a group's name written as an ingredient: a few words from a capital, no amount, no note ('Lemon cream') */
const isBareName = (line: string) => /^\p{Lu}/u.test(line) && !/[\d½⅓⅔¼¾⅛,;:()]/u.test(line) && line.split(/\s+/).length <= 4;

/**
 * Ingredient lines with the group names a page lists among them as ingredients (gourmandize: 'Shortbread
 * pastry', '150 g of flour', …, 'Lemon cream', '4 lemons', …) written as headings ('Lemon cream:'): where the
 * list starts with such a name, and two or more of them each head lines with amounts.
 */
function bareGroupNames(lines: readonly string[]): string[] {
  const named = lines.map((line, i) => isBareName(line) && /\d/.test(lines[i + 1] ?? ''));
  if (!named[0] || named.filter(Boolean).length < 2) return [...lines];
  return lines.map((line, i) => (named[i] ? `${line}:` : line));
}

function microdataRecipes(doc: HtmlDocument, pageUrl: string): Draft[] {
  const recipes: Draft[] = [];
  for (const el of elements(doc)) {
    if (attr(el, 'itemscope') === undefined || !MICRODATA_RECIPE.test(`itemtype="${attr(el, 'itemtype') ?? ''}"`)) continue;
    const json = itemToJson(microItem(el));
    const draft = fromJsonLd(json, new Map(), pageUrl);
    recipes.push({ ...draft, recipeIngredient: bareGroupNames(draft.recipeIngredient) });
  }
  return recipes;
}

// ---------------------------------------------------------------------------------------------------

/** text as compared with a description: case, spacing and a closing '…' aside */
const comparable = (text: string) => normaliseSpace(text).toLowerCase().replace(/\s*(?:…|\.{3})$/, '');

/** Steps that are the recipe's description, whole or cut off (rutgerbakt's markup): no steps at all. */
function saysDescription(draft: Draft): boolean {
  const steps = comparable(draft.recipeInstructions.map((step) => step.text).join(' '));
  const description = comparable(draft.description);
  return steps !== '' && description.startsWith(steps);
}

const score = (r: Draft) => (r.name ? 1 : 0) + Math.min(r.recipeIngredient.length, 50) + Math.min(r.recipeInstructions.length, 50);
const best = (list: Draft[]) => list.reduce<Draft | null>((a, b) => (!a || score(b) > score(a) ? b : a), null);

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

const GROUP_HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD = new Set(['strong', 'b', ...GROUP_HEADINGS]);
/** a class that names a heading: WP Recipe Maker's 'wprm-recipe-group-name', 'ingredient-section-name', 'list-heading', 'group__title' */
const HEADING_CLASS = /(?:heading|title|group-name|section-name)/i;
const LISTS = new Set(['ul', 'ol']);
const cardText = (el: HtmlElement) => normaliseSpace(blockText(el, LINE_EDGES, true));
const holdsList = (el: HtmlElement) => el.childNodes.some((c) => isElement(c) && LISTS.has(c.tagName));

/**
 * The name of a group's heading in an ingredient list, or null for an element that is none: a heading, an element
 * whose class says heading, or one that holds only a bold line ('<p><strong>SAUCE</strong></p>', '<li><h3>Filling</h3></li>').
 */
function headingName(el: HtmlElement): string | null {
  // WP Recipe Maker's own 'Ingredients' header, with its unit and amount buttons ('Ingredients US Customary 1x 2x 3x')
  if (/\bwprm-recipe-header\b/.test(attr(el, 'class') ?? '')) return '';
  const only = el.childNodes.filter(isElement);
  const bold = only.length === 1 && BOLD.has(only[0]!.tagName);
  if (!GROUP_HEADINGS.has(el.tagName) && !HEADING_CLASS.test(attr(el, 'class') ?? '') && !bold) return null;
  const text = cardText(el);
  if (bold && !GROUP_HEADINGS.has(el.tagName) && cardText(only[0]!) !== text) return null;
  // a heading is short, and no sentence ('Chop the onion.': a page listing each step's ingredients under it); an
  // item in bold with an amount ('<li><b>2 eggs</b></li>') is an ingredient
  return text.length <= 80 && !text.endsWith('.') && !(el.tagName === 'li' && /\d/.test(text)) ? groupName(text) : null;
}

interface ListItem {
  el: HtmlElement;
  text: string;
  /** the heading it is under */
  name: string;
}

/** The items of the lists under an element, in order, each with the heading it is under ('' before the first). */
function headedItems(root: HtmlElement): ListItem[] {
  const items: ListItem[] = [];
  let name = '';
  const walk = (el: HtmlElement, depth: number) => {
    for (const child of el.childNodes) {
      if (!isElement(child) || depth > 100) continue;
      const heading = headingName(child);
      if (heading !== null) name = heading;
      else if (child.tagName === 'li' && !holdsList(child)) items.push({ el: child, text: cardText(child), name });
      else walk(child, depth + 1);
    }
  };
  walk(root, 0);
  return items;
}

/** the words of letters a line says, for telling whether a page's list item is the markup's line */
const letterWords = (line: string) => ingredientWords(line).split(/[^\p{L}]+/u).filter((word) => word.length >= 2);

/** Half the line's words or more are in the item: the same ingredient, however each writes its amounts and notes. */
function sameIngredient(line: string, item: string): boolean {
  const words = letterWords(line);
  const said = new Set(letterWords(item));
  return words.length > 0 && words.filter((word) => said.has(word)).length * 2 >= words.length;
}

/** The nearest element holding both. */
function commonAncestor(a: HtmlElement, b: HtmlElement): HtmlElement | null {
  const above = new Set<HtmlNode>();
  for (let node: HtmlNode | null = a; node; node = isElement(node) ? node.parentNode : null) above.add(node);
  for (let node: HtmlNode | null = b; node; node = isElement(node) ? node.parentNode : null) if (isElement(node) && above.has(node)) return node;
  return null;
}

/** candidates for where the page's list starts; a blog post may list the ingredients in its text before the card */
const MAX_STARTS = 10;

/**
 * The groups of the page's own ingredient list over the markup's lines (a recipe card's group names that its
 * schema.org data leaves out: WP Recipe Maker, Tasty Recipes, a site's own list): the list from an item that is
 * the first line to one that is the last, read with the headings in it, taken only when as many items in a row
 * are nine in ten the same ingredients as the lines, and some of them stand under a heading.
 */
function listGroups(root: HtmlNode, lines: readonly string[]): ImportedGroup[] | null {
  const items = [...elements(root)].filter((el) => el.tagName === 'li' && !holdsList(el));
  // tries that end in the same part of the page read it once
  const read = new Map<HtmlElement, ListItem[]>();
  let tries = 0;
  for (let start = 0; start < items.length && tries < MAX_STARTS; start += 1) {
    if (!sameIngredient(lines[0]!, cardText(items[start]!))) continue;
    tries += 1;
    // the last line's item, a few further on where headings are list items too
    const end = items.slice(start + lines.length - 1, start + lines.length + 10).find((el) => sameIngredient(lines[lines.length - 1]!, cardText(el)));
    const root = end && commonAncestor(items[start]!, end);
    if (!root) continue;
    const headed = read.get(root) ?? headedItems(root);
    read.set(root, headed);
    const from = headed.findIndex((item) => item.el === items[start]);
    const run = headed.slice(from, from + lines.length);
    if (from < 0 || run.length < lines.length || !run.some((item) => item.name)) continue;
    if (run.filter((item, i) => sameIngredient(lines[i]!, item.text)).length * 10 >= lines.length * 9) return runsOf(run.map((item) => item.name));
  }
  return null;
}

/** the class of a recipe plugin's ingredient list */
const CARD_LIST = /\b(?:wprm-recipe-ingredients-container|tasty-recipes-ingredients|mv-create-ingredients)\b/g;
/** ours: how much of the page from a card's list holds it, how many cards are read, how many mentions of the class looked at */
const CARD_SPAN = 50_000;
const MAX_CARDS = 3;
const MAX_MENTIONS = 200;
/** ours: how far before its class a tag starts ('<div class="wprm-recipe-ingredients-container ...') */
const TAG_REACH = 500;

/**
 * Where the page's cards start their ingredient lists: the tags with that class, not a style rule or a script that
 * names it (a '>' between). Found without a pattern that backtracks: the page is a stranger's.
 */
function cardStarts(html: string): number[] {
  const starts: number[] = [];
  let mentions = 0;
  for (const hit of html.matchAll(CARD_LIST)) {
    const before = html.slice(Math.max(0, hit.index - TAG_REACH), hit.index);
    const tag = before.lastIndexOf('<');
    if (tag >= 0 && /^<[a-z]/i.test(before.slice(tag, tag + 2)) && !before.includes('>', tag)) starts.push(hit.index - before.length + tag);
    mentions += 1;
    if (starts.length === MAX_CARDS || mentions === MAX_MENTIONS) break;
  }
  return starts;
}

/**
 * The groups of the page's ingredient list. A recipe plugin's page is otherwise never built whole (its schema.org
 * data is the card's): only the part from its card's list is, at a fraction of the cost.
 */
function pageGroups(html: string, lines: readonly string[], document: () => HtmlDocument): ImportedGroup[] | null {
  if (lines.length < 2) return null;
  if (!PLUGIN_CARD.test(html)) return listGroups(document(), lines);
  for (const start of cardStarts(html)) {
    const groups = listGroups(parseFragment(html.slice(start, start + CARD_SPAN)), lines);
    if (groups) return groups;
  }
  return null;
}

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
  for (const draft of [fromLd, fromMicro]) if (draft && saysDescription(draft)) draft.recipeInstructions = [];
  const primary = fromLd ?? fromMicro;
  if (!primary) return null;
  const other = fromLd && fromMicro ? fromMicro : null;
  const times = primary.totalTime || !other ? primary : other;
  const merged: Draft = {
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
    // none, or bare names ('Zucker', 'Tomaten'): the page's rows of those names with their amounts, else its own
    // list, when it gives amounts
    const listed = rowsNaming(document(), merged.recipeIngredient) ?? sectionItems(document(), 'ingredients');
    if (!merged.recipeIngredient.length || listed.filter((line) => /\d/.test(line)).length >= merged.recipeIngredient.length / 2) merged.recipeIngredient = listed;
  }
  if (!merged.recipeInstructions.length) merged.recipeInstructions = stepsOf(sectionItems(document(), 'instructions'), '');
  if (!merged.recipeInstructions.length) merged.recipeInstructions = stepsOf(methodParagraphs(document(), merged.name), '');
  // the whole list as one line with its item edges lost ('2 eggs1 cup milk'): the page's list that spells it out
  if (merged.recipeIngredient.length === 1) merged.recipeIngredient = listSpelledOut(document(), merged.recipeIngredient[0]!) ?? merged.recipeIngredient;
  // the list under the page's Ingredients heading when it says the same lines more fully; not on a recipe plugin's
  // page, whose schema.org data the plugin writes from its own card (the card only adds amounts it converts)
  let ingredients = groupedLines(merged.recipeIngredient);
  if (ingredients.lines.length && !PLUGIN_CARD.test(html)) {
    const listed = listSayingMore(ingredients.lines, cleanIngredientLines(sectionItems(document(), 'ingredients')));
    // the same lines said more fully keep their groups; a part added after them has no name to go by
    if (listed) ingredients = { lines: listed, groups: listed.length === ingredients.lines.length ? ingredients.groups : [] };
  }
  // the groups the page's own list names where its schema.org data leaves them out
  if (!ingredients.groups.some((group) => group.name)) ingredients.groups = pageGroups(html, ingredients.lines, document) ?? ingredients.groups;
  return finish(merged, ingredients);
}
