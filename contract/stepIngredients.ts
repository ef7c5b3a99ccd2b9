// Which of a recipe's ingredients each step uses (SPEC §3 recipe step: ingredients), read from the steps' text for
// recipes written without them (the seed catalogue, published own recipes): cook mode lists them under 'You need'
// with their amounts. A step uses an ingredient it names in full ('caster sugar', 'eggs' for egg), or by its last
// word ('the flour' for self-raising flour), or without the word for its form ('garlic' for garlic clove, 'chicken'
// for chicken thigh), when that word is no other unnamed ingredient's of the recipe ('sugar' is caster sugar where
// icing sugar is named in full in another step). An ingredient no step names is in none. In the contract: the
// server reads them so for the catalogue and published recipes, the app for an own recipe's cook mode.

/** a name as a recipe may write it: as it is, or plural in -s, -es or (for -y) -ies */
export function pluralForms(name: string): string[] {
  const forms = [name, `${name}s`, `${name}es`];
  if (name.endsWith('y')) forms.push(`${name.slice(0, -1)}ies`);
  return forms;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** a name as whole words, its last one singular or plural ('egg', 'eggs'; 'tomatoes'; 'berries') */
function wordsOf(name: string): RegExp {
  const words = name.toLowerCase().trim().split(/\s+/);
  const plural = `(?:${pluralForms(words.pop()!).map(escape).join('|')})`;
  return new RegExp(`(?<![\\p{L}\\p{N}-])${[...words.map(escape), plural].join('\\s+')}(?![\\p{L}\\p{N}-])`, 'gu');
}

/** the words for a form an ingredient comes in, which a step leaves out ('the garlic', 'the chicken') */
const FORMS = new Set(['clove', 'stick', 'fillet', 'breast', 'thigh', 'leg', 'leaf', 'sprig', 'bulb', 'extract', 'flakes']);

/** the shorter words a step may call an ingredient by: its last word, and its name without its form */
function shortNames(name: string): string[] {
  const words = name.toLowerCase().trim().split(/\s+/);
  if (words.length < 2) return [];
  const last = words[words.length - 1]!;
  return [last.split('-').pop()!, ...(FORMS.has(last) ? [words.slice(0, -1).join(' ')] : [])];
}

/**
 * the seasoning a step names in passing ('season with salt and pepper', 'black pepper'): never a bell pepper or a
 * chilli pepper of the recipe called by its last word (QA kitchen 5: 'red peppers' again at the tomatoes' step)
 */
const SEASONING_PEPPER = /(?<![\p{L}\p{N}-])(?:salt\s+(?:and|&)\s+(?:(?:black|white|ground)\s+)?|(?:black|white|ground)\s+)pepper(?![\p{L}\p{N}-])/gu;

/** For each step's text, the indexes of the ingredients (by name, in `names`' order) it uses. */
export function ingredientsOfSteps(steps: readonly string[], names: readonly string[]): number[][] {
  const texts = steps.map((step) => step.toLowerCase());
  // named in full: taken out of the text, so 'icing sugar' is not also the 'sugar' of another
  const named = texts.map(() => new Set<number>());
  const rest = texts.map((text, s) => names.reduce((left, name, i) => left.replace(wordsOf(name), () => {
    named[s]!.add(i);
    return ' ';
  }), text));
  const namedSomewhere = new Set(named.flatMap((set) => [...set]));
  // by a shorter name: only where no other ingredient goes by it unnamed
  const byShort = new Map<string, number[]>();
  names.forEach((name, i) => {
    if (namedSomewhere.has(i)) return;
    for (const short of shortNames(name)) byShort.set(short, [...(byShort.get(short) ?? []), i]);
  });
  return rest.map((full, s) => {
    const text = full.replace(SEASONING_PEPPER, ' ');
    const uses = named[s]!;
    for (const [short, candidates] of byShort) {
      if (candidates.length === 1 && wordsOf(short).test(text)) uses.add(candidates[0]!);
    }
    return [...uses].sort((a, b) => a - b);
  });
}
