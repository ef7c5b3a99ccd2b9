import fs from 'node:fs';
import path from 'node:path';
import { scaleLine, servingsOfYield, yieldOfImport } from './importedRecipeScale';

test.each([
  ['2 cups flour', 2, '4 cups flour'],
  ['1 1/2 cups water', 2, '3 cups water'],
  ['4 1/2 cups water', 1 / 3, '1½ cups water'],
  ['1½ tsp salt', 2, '3 tsp salt'],
  ['1 ½ tsp salt', 2, '3 tsp salt'],
  ['½ cup sugar', 3, '1½ cups sugar'],
  ['3/4 cup milk', 2, '1½ cups milk'],
  // the measure's word agrees with the new amount
  ['2 teaspoons vanilla extract', 0.5, '1 teaspoon vanilla extract'],
  ['1 cup coconut oil, melted', 2, '2 cups coconut oil, melted'],
  ['1 Tablespoon honey', 3, '3 Tablespoons honey'],
  ['1,5 kg Kartoffeln', 2, '3 kg Kartoffeln'],
  ['250g butter', 1.5, '375g butter'],
  ['25 g butter', 1.5, '38 g butter'],
  ['2-3 large heads of broccoli', 2, '4-6 large heads of broccoli'],
  ['2 – 3 cloves', 1.5, '3 – 4½ cloves'],
  ['3 to 4 cups stock', 2, '6 to 8 cups stock'],
  // the can's size is not the amount: only the leading number scales
  ['1 14- ounce can of coconut milk', 2, '2 14- ounce can of coconut milk'],
  ['2 x 400g tins tomatoes', 1.5, '3 x 400g tins tomatoes'],
  ['1 egg', 1.5, '1½ egg'],
  ['1/4 tsp nutmeg', 0.75, '0.19 tsp nutmeg'],
  // the same amount in other units scales with it
  ['1/2 cup (99g) vegetable oil', 1.5, '¾ cup (149g) vegetable oil'],
  ['1/2 c. (100 g.) granulated sugar', 2, '1 c. (200 g.) granulated sugar'],
  ['2 cups stock (500 millilitres)', 1.5, '3 cups stock (750 millilitres)'],
  ['8 chicken thighs, boneless, skinless (about 2 pounds)', 1.5, '12 chicken thighs, boneless, skinless (about 3 pounds)'],
  ['400 g / 14 oz chopped tomatoes', 2, '800 g / 28 oz chopped tomatoes'],
  // but not a pack's size, nor what is not an amount
  ['1 (14 ounce) can coconut milk', 2, '2 (14 ounce) can coconut milk'],
  ['2 cans (400 g) chickpeas', 2, '4 cans (400 g) chickpeas'],
  ['1 can crushed tomatoes (28 oz)', 2, '2 can crushed tomatoes (28 oz)'],
  ['200g dark chocolate (70%)', 1.5, '300g dark chocolate (70%)'],
  ['30ml (1 fl oz/2 tbsp) sunflower oil', 1.5, '45ml (1½ fl oz/3 tbsp) sunflower oil'],
  ['1 teaspoon kosher salt (use 1/2 teaspoon if you have table salt)', 2, '2 teaspoons kosher salt (use 1/2 teaspoon if you have table salt)'],
  ['750g (1 lb 10 oz) chicken', 2, '1500g (1 lb 10 oz) chicken'],
  ['1 1/2 cups pineapple (chopped (see notes))', 1.5, '2¼ cups pineapple (chopped (see notes))'],
])('%s × %d reads %s', (line, factor, expected) => {
  expect(scaleLine(line, factor)).toBe(expected);
});

test.each([['salt, to taste'], ['Juice of a lime'], ['a pinch of baking powder'], ['сливочное масло - 50г'], ['1/0 cup nonsense'], ['00 flour'], ['']])('%s has no leading amount and stays as written', (line) => {
  expect(scaleLine(line, 2)).toBe(line);
});

test('a factor of 1 leaves every line as written', () => {
  expect(scaleLine('1 1/2 cups water', 1)).toBe('1 1/2 cups water');
});

test.each([
  ['4', 4], ['4 servings', 4], ['1 serving', 1], ['Serves 6', 6], ['8 people', 8], [' 2 portions ', 2], ['6 serves', 6],
  ['20 serving(s)', 20], ['4 people (as a side dish)', 4], ['4 Side Salad Servings', 4],
  // a range is its lower end
  ['4-6 servings', 4], ['4 to 6 servings', 4], ['10 - 12 serving(s)', 10], ['4 -6', 4], ['Serves 4-6', 4],
  // where the servings are not the first number
  ['8 (1 & ¼ cups) servings', 8], ['14 Pizza (12 servings)', 12], ['32 servings, Makes 4 Half Pint (8 oz) Jars', 32],
  ['4 servings (12–16 lollipops)', 4],
  // other languages
  ['Für 4 Personen', 4], ['2 Portionen', 2], ['8 personnes', 8], ['6 personen', 6], ['4 personer', 4], ['4 persone', 4], ['4 portioner', 4], ['6 PORSJONER', 6],
  ['4 főre', 4], ['6 adag', 6],
])('the yield %s is %d servings', (text, serves) => {
  expect(servingsOfYield(text)).toBe(serves);
});

test.each([
  [''], ['12 cookies'], ['2 dozen'], ['1 loaf (12 slices)'], ['0'], ['500 servings'], ['Makes 12'], ['2 cups'],
  ['10 as a side (6 as a main)'], ['4 1.25 cups curry lentils + 1 cup rice'], ['1 Bundt Cake (10")'],
])('the yield %s is no number of servings: no scaling', (text) => {
  expect(servingsOfYield(text)).toBeNull();
});

test.each([
  ['4 servings', 4, undefined],
  ['24 cookies', 24, { one: 'cookie', many: 'cookies' }],
  ['12 MUFFINS', 12, { one: 'muffin', many: 'muffins' }],
  ['28-32 cookies', 28, { one: 'cookie', many: 'cookies' }],
  ['makes about 10 pancakes', 10, { one: 'pancake', many: 'pancakes' }],
  ['Makes 2 small loaves', 2, { one: 'small loaf', many: 'small loaves' }],
  ['12 naan flatbreads', 12, { one: 'naan flatbread', many: 'naan flatbreads' }],
  ['16 brownies', 16, { one: 'brownie', many: 'brownies' }],
  ['3 batches', 3, { one: 'batch', many: 'batches' }],
  ['2 dozen', 2, { one: 'dozen', many: 'dozen' }],
  ['2 cups', 2, { one: 'cup', many: 'cups' }],
  // 'about', and a bracket after
  ['about 2 dozen', 2, { one: 'dozen', many: 'dozen' }],
  ['30 cookies (approximately)', 30, { one: 'cookie', many: 'cookies' }],
  ['Approximately 20 bars (2-inch squares)', 20, { one: 'bar', many: 'bars' }],
  // a count that names nothing: its number
  ['Makes 12', 12, { one: '', many: '' }],
  ['makes: about 8-10', 8, { one: '', many: '' }],
])('the yield %s makes %d of %j', (text, count, unit) => {
  expect(yieldOfImport(text)).toEqual(unit ? { count, unit } : { count });
});

test.each([
  [''], ['1 Bundt Cake (10")'], ['1 Quart'], ['70 pizzelles approximately 35 of each flavor'], ['3 or 2 big'],
  ['4 stampini oppure pirofila 20 cm x 20 cm'], ['500 cookies'], ['Makes 1'], ['about'], ['10 as a side (6 as a main)'],
])('the yield %s makes no number of anything', (text) => {
  expect(yieldOfImport(text)).toBeNull();
});

// the ingredient lines of the 221 real recipe pages (../shared/data, read in place, never copied), as recipe-scrapers reads them
const pagesDir = path.join(process.env.LARDER_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data'), 'recipe-pages');
const havePages = fs.existsSync(path.join(pagesDir, 'INDEX.csv'));
if (!havePages) console.log(`importedRecipeScale.test: ${pagesDir} is absent, so the real lines are skipped`);

(havePages ? describe : describe.skip)('the real pages\' ingredient lines', () => {
  // a line with its amounts each made one mark and its measure words singular: what scaling may change
  const words = (line: string) => line.replace(/[\d¼½¾⅓⅔⅛⅜⅝⅞]+(?:[.,/\s]*[\d¼½¾⅓⅔⅛⅜⅝⅞]+)*/g, '#')
    .replace(/\b(cup|tablespoon|teaspoon|pound|ounce|gram|kilogram|lit(?:er|re)|millilit(?:er|re))s\b/gi, '$1');

  test('doubled, a line changes only in its amounts and its measure word\'s plural, and nearly every line with a leading amount is scaled', () => {
    // read here, not as the block is collected: a skipped block's body runs too
    const lines = fs.readFileSync(path.join(pagesDir, 'INDEX.csv'), 'utf8').trim().split('\n').slice(1)
      .flatMap((row) => (JSON.parse(fs.readFileSync(path.join(pagesDir, row.split(',')[1]!), 'utf8')) as { ingredients?: string[] }).ingredients ?? []);
    expect(lines.length).toBeGreaterThan(2000);
    let scaled = 0;
    for (const line of lines) {
      const doubled = scaleLine(line, 2);
      expect(words(doubled)).toBe(words(line));
      if (doubled !== line) scaled += 1;
    }
    // 2,411 of the 2,699 lines start with an amount
    expect(scaled / lines.length).toBeGreaterThan(0.85);
  });
});
