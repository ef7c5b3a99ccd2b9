// The fraction signs recipes write amounts with ('½ cup', '1¼ tsp'), as numbers: one table for every reader of a
// free-text amount (the server's import of a recipe's lines into a list, the client's scaling of an import).
export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '¼': 1 / 4, '½': 1 / 2, '¾': 3 / 4, '⅓': 1 / 3, '⅔': 2 / 3, '⅕': 1 / 5, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
};

/** any one of them, as a regular expression's character class */
export const FRACTION_SIGN = `[${Object.keys(VULGAR_FRACTIONS).join('')}]`;
