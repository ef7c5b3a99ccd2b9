import fs from 'node:fs';
import path from 'node:path';
import { scaleLine, scaleLines, yieldOfImport } from './importedRecipeScale';

test.each([
  ['2 cups flour', 2, '4 cups flour'],
  ['1 1/2 cups water', 2, '3 cups water'],
  ['4 1/2 cups water', 1 / 3, '1½ cups water'],
  ['1½ tsp salt', 2, '1 tbsp salt'],
  ['1 ½ tsp salt', 2, '1 tbsp salt'],
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
  ['1 14- ounce can of coconut milk', 2, '2 14- ounce cans of coconut milk'],
  ['2 x 400g tins tomatoes', 1.5, '3 x 400g tins tomatoes'],
  ['1 egg', 1.5, '1½ eggs'],
  ['1/4 tsp nutmeg', 0.75, '¼ tsp nutmeg'],
  // the same amount in other units scales with it
  ['1/2 cup (99g) vegetable oil', 1.5, '¾ cup (149g) vegetable oil'],
  ['1/2 c. (100 g.) granulated sugar', 2, '1 c. (200 g.) granulated sugar'],
  ['2 cups stock (500 millilitres)', 1.5, '3 cups stock (750 millilitres)'],
  ['8 chicken thighs, boneless, skinless (about 2 pounds)', 1.5, '12 chicken thighs, boneless, skinless (about 3 pounds)'],
  ['400 g / 14 oz chopped tomatoes', 2, '800 g / 28 oz chopped tomatoes'],
  // but not a pack's size, nor what is not an amount
  ['1 (14 ounce) can coconut milk', 2, '2 (14 ounce) cans coconut milk'],
  ['2 cans (400 g) chickpeas', 2, '4 cans (400 g) chickpeas'],
  ['1 can crushed tomatoes (28 oz)', 2, '2 cans crushed tomatoes (28 oz)'],
  ['200g dark chocolate (70%)', 1.5, '300g dark chocolate (70%)'],
  ['30ml (1 fl oz/2 tbsp) sunflower oil', 1.5, '45ml (1½ fl oz/3 tbsp) sunflower oil'],
  // a compound is left whole
  ['750g (1 lb 10 oz) chicken', 2, '1.5kg (1 lb 10 oz) chicken'],
  ['1 1/2 cups pineapple (chopped (see notes))', 1.5, '2¼ cups pineapple (chopped (see notes))'],
])('%s × %d reads %s', (line, factor, expected) => {
  expect(scaleLine(line, factor)).toBe(expected);
});

// a line agrees with itself: its other amounts scale by the factor the leading one's rounding applied (sallysbakingaddiction's
// cookies, 28 at 32 and 14: ¾ cup is 12 Tbsp, so not '¾ cup (14 Tbsp; 194g)' nor '⅓ cup (6 Tbsp; 85g)')
test.each([
  ['3/4 cup (12 Tbsp; 170g) unsalted butter, softened', 32 / 28, '¾ cup (12 Tbsp; 170g) unsalted butter, softened'],
  ['3/4 cup (12 Tbsp; 170g) unsalted butter, softened', 0.5, '⅓ cup (5⅓ Tbsp; 76g) unsalted butter, softened'],
  ['1/2 cup (100g) granulated sugar', 32 / 28, '½ cup (100g) granulated sugar'],
  ['1 and 1/3 cup (167g) all-purpose flour', 32 / 28, '1½ cups (188g) all-purpose flour'],
])('one line, one factor: %s × %d reads %s', (line, factor, expected) => {
  expect(scaleLine(line, factor)).toBe(expected);
});

// the lines the tester scaled on real pages (kingarthurbaking.com's gingerbread cookies, yield '22 cookies', and others)
test.each([
  // a mixed amount written with 'and' is one amount
  ['1 and 1/3 cup (167g) all-purpose flour (spooned & leveled)', 0.5, '⅔ cup (84g) all-purpose flour (spooned & leveled)'],
  ['1 and 1/3 cup (167g) all-purpose flour (spooned & leveled)', 2, '2⅔ cups (334g) all-purpose flour (spooned & leveled)'],
  ['1 and 1/2 teaspoons pure vanilla extract', 0.5, '¾ teaspoon pure vanilla extract'],
  ['1 and 1/2 teaspoons pure vanilla extract', 2, '1 tablespoon pure vanilla extract'],
  ['1 and 1/4 cups (249g) granulated sugar', 2, '2½ cups (498g) granulated sugar'],
  ['350 grams pasta (penne, 3 and a half cups)', 2, '700 grams pasta (penne, 7 cups)'],
  // and with a fraction slash
  ['1⁄3 cup olive oil', 2, '⅔ cup olive oil'],
])('a mixed amount: %s × %d reads %s', (line, factor, expected) => {
  expect(scaleLine(line, factor)).toBe(expected);
});

test.each([
  // every amount of the same ingredient scales with the line: an alternative with its own amount, a second equivalent
  ['1/3 cup (76g) coarse sparkling sugar or 1/3 cup (66g) granulated sugar', 2, '⅔ cup (152g) coarse sparkling sugar or ⅔ cup (132g) granulated sugar'],
  ['3/4 cup (12 Tbsp; 170g) unsalted butter, softened to room temperature', 2, '1½ cups (24 Tbsp; 340g) unsalted butter, softened to room temperature'],
  ['1 cup (227g or 8 ounces)sour cream', 2, '2 cups (454g or 16 ounces)sour cream'],
  ['1 tablespoon fresh thyme or 1 teaspoon dried', 2, '2 tablespoons fresh thyme or 2 teaspoons dried'],
  ['1 tablespoon garlic paste, or 2 large cloves minced', 2, '2 tablespoons garlic paste, or 4 large cloves minced'],
  ['1 teaspoon kosher salt (use 1/2 teaspoon if you have table salt)', 2, '2 teaspoons kosher salt (use 1 teaspoon if you have table salt)'],
  ['1 and 1/2 tablespoons fresh parsley (chopped finely (or 1/2 teaspoon dried parsley))', 2, '3 tablespoons fresh parsley (chopped finely (or 1 teaspoon dried parsley))'],
  ['2 cups egg whites (or 10 – 12 large eggs)', 0.5, '1 cup egg whites (or 5 – 6 large eggs)'],
  ['1¼ to 1½ cups whole wheat flour (about 170-200 grams; how much you’ll need is dependent on the humidity)', 2, '2½ to 3 cups whole wheat flour (about 340-400 grams; how much you’ll need is dependent on the humidity)'],
  ['2 giant handfuls baby spinach, prob 5-6 ounces', 2, '4 giant handfuls baby spinach, prob 10-12 ounces'],
  // an addition
  ['1/3 cup plus 1 tsp. granulated sugar, divided', 2, '⅔ cup plus 2 tsp. granulated sugar, divided'],
  ['1 egg + 1 egg yolk', 2, '2 eggs + 2 egg yolks'],
  // a count in brackets, or right after the measure
  ['½ cup (1 stick) unsalted butter, softened (can use salted)', 2, '1 cup (2 sticks) unsalted butter, softened (can use salted)'],
  ['1 cup red bell pepper (diced (about 2 small or 1 large))', 2, '2 cups red bell pepper (diced (about 4 small or 2 large))'],
  ['1 1/4 pounds ripe peaches, sliced 1/4-inch thick (3 or 4 large)', 2, '2½ pounds ripe peaches, sliced 1/4-inch thick (6 or 8 large)'],
  ['1 cup 2 sticks salted butter, softened', 2, '2 cups 4 sticks salted butter, softened'],
  // but not a pack's or a piece's size, a ratio, a dimension nor how a piece is cut
  ['1 (12-ounce/340g) jar of roasted red bell peppers', 2, '2 (12-ounce/340g) jars of roasted red bell peppers'],
  ['2 bags frozen blackberries (14-16 oz each)', 2, '4 bags frozen blackberries (14-16 oz each)'],
  ['14 ounces frozen broccoli (or roughly 3.5 ounces per person)', 2, '28 ounces frozen broccoli (or roughly 3.5 ounces per person)'],
  ['1 pkt saffran (à 0,5 g)', 2, '2 pkt saffran (à 0,5 g)'],
  ['1 box refrigerated pie crusts (2 crusts (such as Pillsbury))', 2, '2 box refrigerated pie crusts (2 crusts (such as Pillsbury))'],
  ['1kg (2.2lb) - Beef Mince (90/10 Fat)', 2, '2kg (4⅓lb) - Beef Mince (90/10 Fat)'],
  ['12 rice papers (8 inches)', 2, '24 rice papers (8 inches)'],
  ['1 onion, cut into 8 wedges', 2, '2 onions, cut into 8 wedges'],
  // the word of what is counted agrees with the scaled count: a portion first, else the last thing named
  ['2 large eggs, at room temperature', 0.5, '1 large egg, at room temperature'],
  ['3 Eggs', 1 / 3, '1 Egg'],
  ['1 egg white', 2, '2 egg whites'],
  ['2 cloves garlic, minced', 0.5, '1 clove garlic, minced'],
  ['2 bay leaves', 0.5, '1 bay leaf'],
  ['10 tablespoons (1¼ sticks, melted) unsalted butter', 0.5, '5 tablespoons (⅔ stick, melted) unsalted butter'],
  // past a pack's size without brackets (bodybuilding.com)
  ['1 15 oz. can red kidney beans', 2, '2 15 oz. cans red kidney beans'],
  ['2 400g tins chopped tomatoes', 0.5, '1 400g tin chopped tomatoes'],
])('every amount of the ingredient: %s × %d reads %s', (line, factor, expected) => {
  expect(scaleLine(line, factor)).toBe(expected);
});

test.each([
  // cups under ¼ in tablespoons, tablespoons under 1 in teaspoons, 3 tsp and more in tablespoons, 16 tbsp and more in
  // cups; the word changes with the unit, in the line's style and number
  ['1/3 cup (76g) coarse sparkling sugar or 1/3 cup (66g) granulated sugar', 0.5, '2⅔ tablespoons (38g) coarse sparkling sugar or 2⅔ tablespoons (33g) granulated sugar'],
  ['1/4 cup (85g) molasses', 0.5, '2 tablespoons (43g) molasses'],
  ['1/4 cup (85g) molasses', 1 / 22, '½ teaspoon (3.5g) molasses'],
  ['2 cups (212g) medium rye flour', 1 / 22, '1½ tablespoons (9.9g) medium rye flour'],
  ['1/4 c olive oil', 0.5, '2 tbsp olive oil'],
  ['1/3 Cup Olive Oil', 0.5, '2⅔ Tablespoons Olive Oil'],
  ['1 tablespoon honey', 0.5, '1½ teaspoons honey'],
  ['1 Tbsp apple cider vinegar', 0.5, '1½ tsp apple cider vinegar'],
  ['1 TBS cornstarch', 0.5, '1½ TSP cornstarch'],
  ['1 EL Zitronensaft', 0.5, '1½ TL Zitronensaft'],
  // German and French pages' counted words agree too, in their own plurals; one written for either number stays
  ['1 Zwiebel', 2, '2 Zwiebeln'],
  ['1 Zehe Knoblauch', 2, '2 Zehen Knoblauch'],
  ['1 Dose ganze geschälte Tomaten', 2, '2 Dosen ganze geschälte Tomaten'],
  ['2 kleine Eier', 0.5, '1 kleine Ei'],
  ['2 kleine Zwiebel(n)', 2, '4 kleine Zwiebel(n)'],
  ['1 gousse d’ail', 3, '3 gousses d’ail'],
  ['2 œufs', 0.5, '1 œuf'],
  ['1 rote Paprika', 2, '2 rote Paprika'],
  ['2 oeufs', 0.5, '1 oeuf'],
  ['2 Prisen Salz', 0.5, '1 Prise Salz'],
  ['1 Prise Salz', 2, '2 Prisen Salz'],
  ['2 pincées de sel', 0.5, '1 pincée de sel'],
  ['1 sachet de levure', 2, '2 sachets de levure'],
  // at the servings it was written for, a whole amount written with a decimal point reads as it does scaled
  ['500.0 g Kichererbse, gegart', 1, '500 g Kichererbse, gegart'],
  ['2.0 Zehen Knoblauch', 1, '2 Zehen Knoblauch'],
  ['1,0 kg Mehl', 1, '1 kg Mehl'],
  ['0.5 Bund Petersilie', 1, '0.5 Bund Petersilie'],
  ['1.05 kg Mehl', 1, '1.05 kg Mehl'],
  ['3 teaspoons ground cumin', 2, '2 tablespoons ground cumin'],
  ['4 tsp. fresh lemon juice', 2, '2⅔ tbsp. fresh lemon juice'],
  ['8 tablespoons butter', 2, '1 cup butter'],
  ['8 tbsps oil', 2.5, '1¼ cups oil'],
  ['6 TBSP sugar', 4, '1½ CUPS sugar'],
  ['1 tablespoons Cornstarch mixed with 2 tablespoons (30ml) Water', 0.5, '1½ teaspoons Cornstarch mixed with 1 tablespoon (15ml) Water'],
  // a range's ends stay in one unit
  ['1/2-1 tbsp white miso paste', 0.5, '¾-1½ tsp white miso paste'],
  ['1-2 tsp chili flakes', 3, '1-2 tbsp chili flakes'],
  ['½-1 tsp chili flakes', 4, '2-4 tsp chili flakes'],
  // metric amounts read as decimals, whole from 10 and to two figures under it, in kg or l from 1000 g or ml
  ['1 teaspoon (5ml) pure vanilla extract', 0.5, '½ teaspoon (2.5ml) pure vanilla extract'],
  ['½ tsp (2.5 mL) salt', 0.5, '¼ tsp (1.3 mL) salt'],
  ['15g parsley, roughly chopped', 0.5, '7.5g parsley, roughly chopped'],
  ['500 g Kichererbse, gegart', 2, '1 kg Kichererbse, gegart'],
  ['2 pounds (907g) fresh strawberries', 2, '4 pounds (1.81kg) fresh strawberries'],
  ['1.6kg chicken thighs', 0.5, '800g chicken thighs'],
  ['500 gram gehakt (gemengd)', 2, '1 kilogram gehakt (gemengd)'],
  ['2 cups stock (500 millilitres)', 2, '4 cups stock (1 litre)'],
  ['1 stk. kylling (ca. 1300 g)', 2, '2 stk. kylling (ca. 2.6 kg)'],
  // in the line's own decimal comma
  ['1,5 kg Kartoffeln', 0.5, '750 g Kartoffeln'],
  ['1,1 l Gemüsebouillon', 2, '2,2 l Gemüsebouillon'],
  ['2,5 dl Ris', 0.5, '1,3 dl Ris'],
  // the word agrees with the amount
  ['1 pint cherry or grape tomatoes, cut in half (2 cups)', 0.5, '½ pint cherry or grape tomatoes, cut in half (1 cup)'],
])('in the unit a cook would say: %s × %d reads %s', (line, factor, expected) => {
  expect(scaleLine(line, factor)).toBe(expected);
});

// QA B D7: as a verified recipe's, an amount under ⅛ reads as no decimal ('0.19 teaspoon', '0.06 teaspoon'), and a cup
// is 16 tbsp ('¼ c. milk' at 3 of 4 servings read '3¼ tbsp.')
test.each([
  ['¼ c. milk', 0.75, '3 tbsp. milk'],
  ['1/4 teaspoon black pepper', 0.75, '¼ teaspoon black pepper'],
  ['1/4 tsp nutmeg', 0.6, '⅛ tsp nutmeg'],
  // a spoon's amount nearer a pinch than ⅛ tsp is a pinch, in the line's case and, where we know it, language
  ['1/4 teaspoon black pepper', 0.25, '1 pinch black pepper'],
  ['¼ tsp. salt', 1 / 24, '1 pinch salt'],
  ['1 Tablespoon Salt', 1 / 50, '1 Pinch Salt'],
  ['1 TL Salz', 1 / 24, '1 Prise Salz'],
  ['1/4 tsp (1 g) salt', 1 / 8, '1 pinch (0.13 g) salt'],
  // a count never under ⅛, the least fraction told
  ['1 large egg', 1 / 24, '⅛ large egg'],
  ['2 eggs', 1 / 10, '¼ egg'],
  // a range whose ends both come to ⅛ is ⅛; one end a pinch reads ⅛
  ['1/8-1/4 tsp cayenne', 0.5, '⅛ tsp cayenne'],
  ['1/4-1 tsp cayenne', 1 / 3, '⅛-⅓ tsp cayenne'],
])('no amount smaller than a cook measures: %s × %d reads %s', (line, factor, expected) => {
  expect(scaleLine(line, factor)).toBe(expected);
});

// a page that writes each word for either number (justapinch.com: '1 pound(s) spaghetti noodles') keeps its '(s)', the
// word before it singular, as the page wrote it for one
test.each([
  ['1 pound(s) spaghetti noodles', 2, '2 pound(s) spaghetti noodles'],
  ['1 tablespoon(s) olive oil', 2, '2 tablespoon(s) olive oil'],
  ['2 teaspoon(s) Italian seasoning', 2, '1⅓ tablespoon(s) Italian seasoning'],
  ['1/4 cup(s) Parmesan cheese', 0.5, '2 tablespoon(s) Parmesan cheese'],
  ['2 clove(s) garlic, crushed', 2, '4 clove(s) garlic, crushed'],
  ['1 can(s) crushed Roma tomatoes or whole plum tomatoes (28 oz)', 2, '2 can(s) crushed Roma tomatoes or whole plum tomatoes (28 oz)'],
  ['1 teaspoon(s) salt or to taste', 1 / 24, '1 pinch salt or to taste'],
])('a word for either number: %s × %d reads %s', (line, factor, expected) => {
  expect(scaleLine(line, factor)).toBe(expected);
});

test('an amount beside the leading one keeps its spoons: the line gives them for a cook who measures by the spoon', () => {
  expect(scaleLine('3/4 cup (12 Tbsp; 170g) unsalted butter', 2)).toBe('1½ cups (24 Tbsp; 340g) unsalted butter');
  // a language without cups keeps its spoons
  expect(scaleLine('8 EL Mehl', 2)).toBe('16 EL Mehl');
});

test.each([['salt, to taste'], ['Juice of a lime'], ['a pinch of baking powder'], ['сливочное масло - 50г'], ['1/0 cup nonsense'], ['00 flour'], ['']])('%s has no leading amount and stays as written', (line) => {
  expect(scaleLine(line, 2)).toBe(line);
});

test.each([
  ['7x5-inch Baking Dish'], ['9 x 13 inch pan'], ['9x13 pan'], ['9×13 baking pan'], ['8-inch square cake tin'], ['8 inch round cake pan'],
  ['20 cm springform tin'], ['2 x 20cm sandwich tins'],
])('%s is a dish\'s size, not an amount, and stays as written', (line) => {
  expect(scaleLine(line, 2)).toBe(line);
  expect(scaleLine(line, 0.5)).toBe(line);
});

test.each([
  ['2 x 400g tins chopped tomatoes', '4 x 400g tins chopped tomatoes'],
  ['2 inch Ginger Root', '4 inch Ginger Root'],
  ['3" ginger (sliced)', '6" ginger (sliced)'],
  ['2 baking sheets', '4 baking sheets'],
])('%s counts packs or measures what is eaten, and scales: %s', (line, doubled) => {
  expect(scaleLine(line, 2)).toBe(doubled);
});

test('lines under an equipment heading are as written at any servings; the others scale', () => {
  const lines = ['2 carrots', '1 cup flour', '2 baking sheets', '1 piping bag', '1 tsp salt'];
  const groups = [{ name: 'Cake', count: 2 }, { name: 'Special Equipment', count: 2 }, { name: 'Frosting', count: 1 }];
  expect(scaleLines(lines, groups, 2)).toEqual(['4 carrots', '2 cups flour', '2 baking sheets', '1 piping bag', '2 tsp salt']);
  for (const name of ['Equipment', 'Equipment Needed', 'kitchen tools', 'Utensils:']) {
    expect(scaleLines(['2 baking sheets'], [{ name, count: 1 }], 2)).toEqual(['2 baking sheets']);
  }
  // a group that is food, though it names a tool's word later on
  expect(scaleLines(['2 baking sheets'], [{ name: 'For the sheet pan', count: 1 }], 2)).toEqual(['4 baking sheets']);
});

test('a leading compound, whose parts would not scale alike, stays as written', () => {
  expect(scaleLine('1 lb 10 oz chicken thighs', 2)).toBe('1 lb 10 oz chicken thighs');
});

test('a factor of 1 leaves every line as written', () => {
  expect(scaleLine('1 1/2 cups water', 1)).toBe('1 1/2 cups water');
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
  // a line with its amounts each made one mark, its measures one word and the things it counts another: what scaling
  // may change ('3 tsp' doubled is '2 tbsp', '500 g' '1 kg', '2 eggs' halved '1 egg', '⅛ tsp.' a third '1 pinch')
  const words = (line: string) => line.replace(/[\d¼½¾⅓⅔⅛⅜⅝⅞]+(?:(?:[.,/⁄\s]|\s+(?:and|&)\s+)*[\d¼½¾⅓⅔⅛⅜⅝⅞]+)*(?:\s+and\s+a\s+half)?/g, '#')
    .replace(/\b(?:cups?|c|tablespoons?|teaspoons?|tbsps?|tsps?|tbs|esslöffel|teelöffel|el|tl|g|gr|gms?|grams?|grammes?|kg|kilograms?|kilogrammes?|mg|ml|l|millilit(?:er|re)s?|lit(?:er|re)s?|pounds?|ounces?|pints?|quarts?|pinch|prisen?|pincées?)\b\.?/gi, 'measure')
    .replace(/\b(?:cans?|tins?|jars?|packets?|sticks?|slices?|pieces?|cloves?|sprigs?|stalks?|eggs?|lea(?:f|ves)|lemons?|limes?|onions?|carrots?|potato(?:es)?|tomato(?:es)?|apples?|bananas?|shallots?|yolks?|whites?|fillets?|breasts?|thighs?|tortillas?|buns?)\b/gi, 'counted')
    .replace(/(?<!\p{L})(?:zehen?|dosen?|stangen?|scheiben?|packung(?:en)?|gousses?|boîtes?|tranches?|brins?|sachets?|zwiebeln?|eier|ei|kartoffeln?|möhren?|karotten?|zitronen?|limetten?|schalotten?|oignons?|œufs?|oeufs?|citrons?|carottes?|échalotes?)(?!\p{L})/giu, 'counted');
  // read here, not as the block is collected: a skipped block's body runs too
  const readLines = () => fs.readFileSync(path.join(pagesDir, 'INDEX.csv'), 'utf8').trim().split('\n').slice(1)
    .flatMap((row) => (JSON.parse(fs.readFileSync(path.join(pagesDir, row.split(',')[1]!), 'utf8')) as { ingredients?: string[] }).ingredients ?? []);

  test.each([2, 0.5, 1 / 3])('× %d, a line changes only in its amounts, its measure words and its counted words, and nearly every line with a leading amount is scaled', (factor) => {
    const lines = readLines();
    expect(lines.length).toBeGreaterThan(2000);
    let scaled = 0;
    for (const line of lines) {
      const changed = scaleLine(line, factor);
      expect(words(changed)).toBe(words(line));
      if (changed !== line) scaled += 1;
    }
    // 2,411 of the 2,699 lines start with an amount
    expect(scaled / lines.length).toBeGreaterThan(0.85);
  });
});
