// Other names recipes give the catalogue's ingredients, for reading an imported recipe's free-text lines
// (server/services/importedIngredients.ts). The catalogue is named in British English; the commonest lines of the
// 221 real pages in ../shared/data/recipe-pages that it missed were American ('2 cups flour', '1 lb ground beef',
// '2 cloves garlic'). Each alias is written as a cook writes it (lower case, singular) and names an exact
// catalogue name; only names that mean that product, not a near one, are here.

/** alias → catalogue name */
export const INGREDIENT_ALIASES: readonly (readonly [string, string])[] = [
  // baking
  ['all-purpose flour', 'plain flour'], ['all purpose flour', 'plain flour'], ['ap flour', 'plain flour'],
  ['bread flour', 'strong white bread flour'], ['whole wheat flour', 'wholemeal flour'],
  ['self-rising flour', 'self-raising flour'], ['almond flour', 'ground almonds'], ['almond meal', 'ground almonds'],
  ['chickpea flour', 'gram flour'], ['besan', 'gram flour'], ['cornstarch', 'cornflour'], ['corn starch', 'cornflour'],
  ['cornmeal', 'polenta'], ['baking soda', 'bicarbonate of soda'], ['bicarb', 'bicarbonate of soda'],
  ['white sugar', 'granulated sugar'], ['cane sugar', 'granulated sugar'], ['superfine sugar', 'caster sugar'],
  ['powdered sugar', 'icing sugar'], ["confectioners' sugar", 'icing sugar'], ['confectioner\'s sugar', 'icing sugar'],
  ['brown sugar', 'light brown sugar'], ['raw sugar', 'demerara sugar'], ['molasses', 'black treacle'],
  ['active dry yeast', 'fast-action dried yeast'], ['instant yeast', 'fast-action dried yeast'],
  ['dry yeast', 'fast-action dried yeast'], ['dried yeast', 'fast-action dried yeast'],
  ['vanilla', 'vanilla extract'], ['vanilla bean', 'vanilla pod'],
  ['semisweet chocolate', 'dark chocolate'], ['semi-sweet chocolate', 'dark chocolate'], ['bittersweet chocolate', 'dark chocolate'],
  ['chocolate chip', 'dark chocolate chips'], ['semisweet chocolate chip', 'dark chocolate chips'],
  ['semi-sweet chocolate chip', 'dark chocolate chips'],
  ['bread crumbs', 'dried breadcrumbs'], ['breadcrumbs', 'dried breadcrumbs'], ['panko', 'panko breadcrumbs'],
  // dairy
  ['heavy cream', 'double cream'], ['heavy whipping cream', 'double cream'], ['sour cream', 'soured cream'],
  ['yogurt', 'natural yogurt'], ['yoghurt', 'natural yogurt'], ['plain yogurt', 'natural yogurt'],
  ['greek yoghurt', 'greek yogurt'], ['goat cheese', 'goats cheese'], ["goat's cheese", 'goats cheese'],
  ['parmigiano reggiano', 'parmesan'], ['soy milk', 'soya milk'],
  // meat and fish
  ['ground beef', 'beef mince'], ['minced beef', 'beef mince'], ['ground pork', 'pork mince'], ['minced pork', 'pork mince'],
  ['ground turkey', 'turkey mince'], ['ground lamb', 'lamb mince'], ['minced lamb', 'lamb mince'],
  ['bacon', 'smoked streaky bacon'], ['shrimp', 'raw king prawn'], ['prawn', 'raw king prawn'], ['cooked shrimp', 'cooked prawn'],
  // vegetables and herbs
  ['garlic', 'garlic clove'], ['granulated garlic', 'garlic powder'], ['scallion', 'spring onion'], ['green onion', 'spring onion'], ['zucchini', 'courgette'],
  ['eggplant', 'aubergine'], ['arugula', 'rocket'], ['romaine', 'romaine lettuce'], ['bok choy', 'pak choi'],
  ['snow pea', 'mangetout'], ['celery', 'celery stick'], ['cilantro', 'coriander'], ['parsley', 'flat-leaf parsley'],
  ['bay leaves', 'bay leaf'], ['jalapeño', 'green chilli'], ['green chili', 'green chilli'], ['green chile', 'green chilli'],
  ['red chili', 'red chilli'], ['thai chili', 'red chilli'], ["bird's eye chili", 'red chilli'],
  ['bell pepper', 'red pepper'], ['red bell pepper', 'red pepper'], ['green bell pepper', 'green pepper'],
  ['yellow bell pepper', 'yellow pepper'], ['roasted red bell pepper', 'roasted red pepper'], ['frozen corn', 'frozen sweetcorn'],
  // spices
  ['chili powder', 'chilli powder'], ['chili flakes', 'dried chilli flakes'], ['chilli flakes', 'dried chilli flakes'],
  ['red pepper flakes', 'dried chilli flakes'], ['crushed red pepper', 'dried chilli flakes'],
  ['cayenne', 'cayenne pepper'], ['cinnamon', 'ground cinnamon'], ['nutmeg', 'ground nutmeg'], ['cumin', 'ground cumin'],
  ['turmeric', 'ground turmeric'], ['allspice', 'ground allspice'], ['oregano', 'dried oregano'],
  ['peppercorn', 'black peppercorn'], ['dry mustard', 'english mustard powder'], ['mustard powder', 'english mustard powder'],
  ['ground mustard', 'english mustard powder'],
  // tins, oils and sauces
  ['kidney bean', 'red kidney bean'], ['garbanzo bean', 'chickpeas'], ['chickpea', 'chickpeas'],
  ['tomato paste', 'tomato purée'], ['crushed tomatoes', 'chopped tomatoes'], ['diced tomatoes', 'chopped tomatoes'],
  ['canned tomatoes', 'chopped tomatoes'], ['tinned tomatoes', 'chopped tomatoes'],
  ['whole peeled tomatoes', 'plum tomatoes'], ['peeled tomatoes', 'plum tomatoes'],
  ['canola oil', 'rapeseed oil'], ['peanut oil', 'groundnut oil'], ['neutral oil', 'vegetable oil'], ['cooking oil', 'vegetable oil'],
  ['chicken broth', 'fresh chicken stock'], ['chicken stock', 'fresh chicken stock'],
  ['sweet chili sauce', 'sweet chilli sauce'], ['soya sauce', 'soy sauce'], ['tuna', 'tinned tuna'],
  ['lasagna noodle', 'lasagne sheet'], ['lasagna sheet', 'lasagne sheet'],
];

/** other things whose names hold a food's: a line naming one is not that food ('1 tsp garlic salt', 'instant
 *  vanilla pudding', 'cream of tartar'), nor another food it names less fully */
export const OTHER_THINGS: readonly string[] = [
  'garlic salt', 'celery salt', 'onion salt', 'dried parsley', 'fresh breadcrumbs', 'fresh bread crumbs', 'allspice berries',
  'vanilla pudding', 'pudding mix', 'cake mix', 'cookie mix', 'cream of tartar', 'cream of mushroom', 'cream of chicken',
  'garlic bread', 'banana bread',
];

/**
 * Generic names that mean the catalogue's everyday product only on their own ('2 cups flour', 'sugar, to
 * sprinkle'), not after another food's name ('coconut flour', 'palm sugar', 'ice cream', 'truffle oil'): these
 * count only at the start of a line, after an amount, a unit or one of GENERIC_AFTER.
 */
export const GENERIC_ALIASES: readonly (readonly [string, string])[] = [
  ['flour', 'plain flour'], ['sugar', 'granulated sugar'], ['cream', 'double cream'], ['oil', 'vegetable oil'],
];
/** words a generic name may follow and still be the everyday product ('1 cup of sugar', 'unbleached flour') */
export const GENERIC_AFTER: readonly string[] = ['of', 'white', 'unbleached', 'sifted', 'extra', 'more', 'additional', 'regular', 'plain'];

// German names a bell pepper by its colour ('1 rote Paprika', '2 Stück Paprika; gelb') or as a Paprikaschote; plain
// 'Paprika' is the spice in both languages, so it stays that.
const COLOURS: readonly (readonly [string, string[]])[] = [
  ['red pepper', ['rot', 'rote', 'roter', 'rotes', 'roten']],
  ['yellow pepper', ['gelb', 'gelbe', 'gelber', 'gelbes', 'gelben']],
  ['green pepper', ['grün', 'grüne', 'grüner', 'grünes', 'grünen']],
];
const PAPRIKA = ['paprika', 'paprikas', 'paprikaschote', 'paprikaschoten'];
export const GERMAN_PEPPERS: readonly (readonly [string, string])[] = [
  ['paprikaschote', 'red pepper'], ['paprikaschoten', 'red pepper'],
  ...COLOURS.flatMap(([name, colours]) => colours.flatMap((colour) => PAPRIKA.flatMap((word) => [
    [`${colour} ${word}`, name] as const, [`${word} ${colour}`, name] as const,
  ]))),
];

/**
 * What a can or a tin of a food is in the catalogue: its tinned product, and the unit a can's size is told in
 * (a can of coconut milk says '13.5 fl oz'). Foods in a can with no tinned product here ('1 can cream of mushroom
 * soup') are not matched at all rather than counted as the fresh food.
 */
export const TINNED: readonly (readonly [string, 'g' | 'ml'])[] = [
  ['chopped tomatoes', 'g'], ['plum tomatoes', 'g'], ['passata', 'g'], ['tomato purée', 'g'], ['sweetcorn', 'g'],
  ['baked beans', 'g'], ['coconut milk', 'ml'], ['coconut cream', 'ml'], ['condensed milk', 'g'], ['evaporated milk', 'g'],
  ['tinned tuna', 'g'], ['tinned salmon', 'g'], ['tinned sardines', 'g'], ['anchovy fillet', 'g'], ['corned beef', 'g'],
  ['pineapple chunks', 'g'], ['bamboo shoots', 'g'], ['water chestnut', 'g'], ['artichoke heart', 'g'], ['black olive', 'g'],
  ['green olive', 'g'], ['kalamata olive', 'g'], ['pickled jalapeno', 'g'], ['roasted red pepper', 'g'], ['chickpeas', 'g'],
  ['red kidney bean', 'g'], ['black bean', 'g'], ['cannellini bean', 'g'], ['butter bean', 'g'], ['borlotti bean', 'g'],
  ['green lentils', 'g'], ['fresh chicken stock', 'ml'],
];
/** names that, in a can, mean its tinned product: '2 (14 oz) cans tomatoes' are chopped tomatoes, not fresh ones */
export const TINNED_ALIASES: readonly (readonly [string, string])[] = [
  ['tomato', 'chopped tomatoes'], ['whole tomato', 'plum tomatoes'], ['salmon', 'tinned salmon'], ['sardine', 'tinned sardines'],
  ['pineapple', 'pineapple chunks'], ['lentil', 'green lentils'], ['jalapeño', 'pickled jalapeno'], ['corn', 'sweetcorn'],
];
