// SPEC §5 'Contains banned words or symbols' for recipe names. The spec shows the message, not the list:
// ours is small on purpose (slurs and obscenities that have no place in a recipe name, and the symbols that
// make a name look like markup or a link), matched as whole words, case-insensitively.

/** Words that may not appear in a recipe name. */
const WORDS = [
  // not 'cock' nor 'dick': Cock-a-leekie and Spotted dick are dishes
  'fuck', 'fucking', 'shit', 'cunt', 'bitch', 'bastard', 'wanker', 'twat', 'pussy', 'slut', 'whore',
  'nigger', 'nigga', 'faggot', 'fag', 'retard', 'spastic', 'kike', 'chink', 'paki', 'tranny', 'nazi', 'porn', 'viagra', 'casino',
] as const;

/** Symbols that make a name markup, a template or a link rather than a dish's name ('70% rye' and 'No. 1' stay allowed). */
const SYMBOLS = ['<', '>', '{', '}', '[', ']', '\\', '|', '^', '`', '$', '@', '*', '=', '~', 'http://', 'https://', 'www.'] as const;

/** The banned words and symbols in a text, each once, in the order found (empty when it is clean). */
export function findBannedWords(text: string): string[] {
  const lower = text.toLowerCase();
  const found = new Set<string>();
  for (const word of lower.split(/[^\p{L}\p{N}]+/u)) {
    if ((WORDS as readonly string[]).includes(word)) found.add(word);
  }
  for (const symbol of SYMBOLS) if (lower.includes(symbol)) found.add(symbol);
  return [...found];
}
