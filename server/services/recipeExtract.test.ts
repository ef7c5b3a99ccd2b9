// schema.org Recipe extraction, form by form: JSON-LD shapes (arrays, @graph, @type lists, references),
// blocks a strict parser refuses, microdata, the page's own lists as a last resort or when they say more, and
// text that stays text.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanIngredientLines, unwrapDoubledBrackets } from './ingredientLines';
import { parseLenientJson } from './lenientJson';
import { extractRecipe, ingredientWords, listSayingMore } from './recipeExtract';

const PAGE = 'https://cook.example/recipes/soup';
const ld = (json: string) => `<html><head><title>Soup | Cook</title><script type="application/ld+json">${json}</script></head><body></body></html>`;
const recipe = { '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 leek', '500 ml stock'], recipeInstructions: 'Cook.' };

describe('JSON-LD', () => {
  test('a Recipe inside @graph, with an @type list, and an image given by reference', () => {
    const json = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Cook' },
        { '@id': '#img', '@type': 'ImageObject', url: '/img/soup.jpg' },
        { ...recipe, '@type': ['Recipe', 'NewsArticle'], image: { '@id': '#img' }, recipeYield: ['4', '4 bowls'], recipeCuisine: 'Welsh', prepTime: 'PT0H15M', cookTime: '1 hour 5 mins' },
      ],
    });
    expect(extractRecipe(ld(json), PAGE)).toEqual({
      name: 'Soup', description: '', image: 'https://cook.example/img/soup.jpg', recipeCuisine: 'Welsh', recipeYield: '4 bowls',
      recipeIngredient: ['1 leek', '500 ml stock'], recipeInstructions: ['Cook.'], prepTime: 'PT15M', cookTime: 'PT1H5M', totalTime: 'PT1H20M',
    });
  });

  test('a top-level array, and a type written as a full address', () => {
    const json = JSON.stringify([{ '@type': 'Organization', name: 'x' }, { ...recipe, '@type': 'http://schema.org/Recipe' }]);
    expect(extractRecipe(ld(json), PAGE)?.name).toBe('Soup');
  });

  test('blocks a strict JSON.parse rejects: raw line breaks, a bad escape, a trailing comma, a comment wrapper', () => {
    const broken = `<!--{"@type":"Recipe","name":"Leek \\'n\\' potato","recipeIngredient":["1 leek",
"2 potatoes",],"recipeInstructions":"Peel.
Boil."}-->`;
    expect(() => JSON.parse(broken)).toThrow();
    expect(extractRecipe(ld(broken), PAGE)).toMatchObject({ name: "Leek 'n' potato", recipeIngredient: ['1 leek', '2 potatoes'], recipeInstructions: ['Peel.', 'Boil.'] });
    expect(parseLenientJson('{"a":1}{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseLenientJson('not json at all')).toEqual([]);
  });

  test('steps: HowToSection names and HowToStep texts; line breaks inside a step only wrap it', () => {
    const json = JSON.stringify({
      ...recipe,
      recipeInstructions: [
        { '@type': 'HowToSection', name: 'Soup', itemListElement: [{ '@type': 'HowToStep', text: 'Soften the leeks\r\nin butter.' }, { '@type': 'HowToStep', name: 'Step 2', text: 'Add stock.' }] },
        { '@type': 'HowToSection', name: 'To serve', itemListElement: [{ '@type': 'HowToStep', name: 'Garnish', text: 'Add chives.' }] },
      ],
    });
    expect(extractRecipe(ld(json), PAGE)?.recipeInstructions).toEqual(['Soup', 'Soften the leeks in butter.', 'Add stock.', 'To serve', 'Garnish', 'Add chives.']);
  });

  test('text is text: entities decoded (twice-encoded too), tags and scripts dropped, never markup', () => {
    const json = JSON.stringify({
      ...recipe,
      name: 'Fish &amp;amp; chips <script>alert(1)</script><img src=x onerror=alert(2)>',
      description: '<p>Crisp.</p><p>Hot &lt;b&gt;now&lt;/b&gt;</p>',
    });
    // as a page must write it: '</' escaped, or the script element would end there
    const got = extractRecipe(ld(json.replace(/<\//g, '<\\/')), PAGE)!;
    expect(got.name).toBe('Fish & chips');
    expect(got.description).toBe('Crisp. Hot now');
  });

  test('an image that is not an http(s) address is dropped', () => {
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', { url: 'ftp://x/y.jpg' }]) {
      expect(extractRecipe(ld(JSON.stringify({ ...recipe, image })), PAGE)?.image).toBe('');
    }
  });

  test('a Recipe with neither name, ingredients nor steps, and a page without one, are nothing', () => {
    expect(extractRecipe(ld('{"@type":"Recipe","author":"me"}'), PAGE)).toBeNull();
    expect(extractRecipe('<html><h2>Ingredients</h2><ul><li>1 egg</li></ul></html>', PAGE)).toBeNull();
    expect(extractRecipe(ld('{"@type":"Article","name":"News"}'), PAGE)).toBeNull();
  });

  test('a Recipe without a name takes the page\'s title', () => {
    expect(extractRecipe(ld(JSON.stringify({ ...recipe, name: undefined })), PAGE)?.name).toBe('Soup | Cook');
  });
});

describe('times', () => {
  const timesOf = (times: Record<string, unknown>) => {
    const found = extractRecipe(ld(JSON.stringify({ ...recipe, ...times })), PAGE);
    return found && { prepTime: found.prepTime, cookTime: found.cookTime, totalTime: found.totalTime };
  };

  test('ISO durations in any of their spellings, the words some pages write, and the total the page gives', () => {
    expect(timesOf({ prepTime: 'PT35M', cookTime: 'PT145M', totalTime: 'PT180M' })).toEqual({ prepTime: 'PT35M', cookTime: 'PT2H25M', totalTime: 'PT3H' });
    expect(timesOf({ totalTime: 'P1DT2H' })).toEqual({ prepTime: '', cookTime: '', totalTime: 'PT26H' });
    expect(timesOf({ cookTime: 'PT1.5H', totalTime: ['PT2H', 'PT3H'] })).toEqual({ prepTime: '', cookTime: 'PT1H30M', totalTime: 'PT2H' });
    expect(timesOf({ prepTime: '1 hr 15 min', cookTime: '45 minutes' })).toEqual({ prepTime: 'PT1H15M', cookTime: 'PT45M', totalTime: 'PT2H' });
  });

  test('none, a zero, a bare number or nonsense is no time; the total is then preparation and cooking added', () => {
    expect(timesOf({})).toEqual({ prepTime: '', cookTime: '', totalTime: '' });
    expect(timesOf({ prepTime: 'PT0M', cookTime: 'PT', totalTime: '45' })).toEqual({ prepTime: '', cookTime: '', totalTime: '' });
    expect(timesOf({ prepTime: 'PT10M', cookTime: 'soon', totalTime: 'P400D' })).toEqual({ prepTime: 'PT10M', cookTime: '', totalTime: 'PT10M' });
  });
});

describe('microdata', () => {
  const micro = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pea soup</h1>
    <img itemprop="image" src="/pea.jpg"><meta itemprop="recipeYield" content="2"><time itemprop="totalTime" datetime="PT25M">25 min</time><span itemprop="prepTime" content="PT5M">5 min</span>
    <ul><li itemprop="recipeIngredient">200 g peas</li><li itemprop="recipeIngredient">1 onion</li></ul>
    <div itemprop="recipeInstructions"><p>Simmer.</p><p>Blend.</p></div>
    <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div></div>`;

  test('properties by element kind, nested items kept apart', () => {
    expect(extractRecipe(`<html><body>${micro}</body></html>`, PAGE)).toEqual({
      name: 'Pea soup', description: '', image: 'https://cook.example/pea.jpg', recipeCuisine: '', recipeYield: '2',
      recipeIngredient: ['200 g peas', '1 onion'], recipeInstructions: ['Simmer.', 'Blend.'], prepTime: 'PT5M', cookTime: '', totalTime: 'PT25M',
    });
  });

  test('JSON-LD first; microdata fills what it leaves out', () => {
    const page = ld(JSON.stringify({ '@type': 'Recipe', name: 'Pea soup (LD)', recipeIngredient: ['1 bag peas'] })).replace('<body>', `<body>${micro}`);
    expect(extractRecipe(page, PAGE)).toMatchObject({ name: 'Pea soup (LD)', recipeIngredient: ['1 bag peas'], recipeInstructions: ['Simmer.', 'Blend.'], image: 'https://cook.example/pea.jpg' });
  });
});

describe('recipeYield', () => {
  const yieldOf = (recipeYield: unknown) => extractRecipe(ld(JSON.stringify({ ...recipe, recipeYield })), PAGE)?.recipeYield;

  test.each([
    // a serving's size after the servings (WP Recipe Maker's unit) is not the yield: '4' keeps the servings stepper
    [['4', '4 1.25 cups curry lentils + 1 cup rice'], '4'],
    [['10', '10 as a side (6 as a main)'], '10'],
    [['70', '70 pizzelles approximately 35 of each flavor'], '70'],
    // servings in words rather than the bare number
    [['4', '4 servings'], '4 servings'],
    [[8, 'Serves 8'], 'Serves 8'],
    [['2', '2 personnes'], '2 personnes'],
    [['4', '4 people (as a side dish)'], '4 people (as a side dish)'],
    [['32', '32 servings, Makes 4 Half Pint (8 oz) Jars'], '32 servings, Makes 4 Half Pint (8 oz) Jars'],
    // a count of other things, when it counts the servings: the imported recipe steps by cookies
    [['12', '12 cookies'], '12 cookies'],
    [['10', 'makes about 10 pancakes'], 'makes about 10 pancakes'],
    [['12', 'Makes 12'], 'Makes 12'],
    [['4', '2 loaves'], '4'],
    // a range says more than its lower end
    [['4', '4 -6'], '4 -6'],
    // what a page gives alone is kept, whatever it says
    ['4 1.25 cups curry lentils + 1 cup rice', '4 1.25 cups curry lentils + 1 cup rice'],
    [['1 Bundt Cake (10")'], '1 Bundt Cake (10")'],
    [['one big pot', '24 cookies'], '24 cookies'],
    [[6], '6'],
    [[], ''],
  ])('%j is %j', (given, expected) => {
    expect(yieldOf(given)).toBe(expected);
  });

  // a real page (../shared/data, read in place, never copied), skipped where the shared data is absent
  const page = path.join(process.env.LARDER_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data'), 'recipe-pages/budgetbytes.com/budgetbytes_groups.testhtml');
  (existsSync(page) ? test : test.skip)('a real page\'s ["4", "4 1.25 cups curry lentils + 1 cup rice"] is 4 servings', () => {
    expect(readFileSync(page, 'utf8')).toContain('"recipeYield":["4","4 1.25 cups curry lentils + 1 cup rice"]');
    expect(extractRecipe(readFileSync(page, 'utf8'), 'https://www.budgetbytes.com/')?.recipeYield).toBe('4');
  });
});

describe('the page\'s own lists, for a Recipe that leaves them out', () => {
  const body = `<h1>Soup</h1><h2>Ingredients</h2><h3>Soup</h3><ul><li>1 leek</li><li>Group<ul><li>500 ml stock</li></ul></li></ul>
    <h2>Method</h2><ol><li>Soften.</li><li>Simmer.</li></ol><h2>Comments</h2><ul><li>Lovely!</li></ul>`;

  test('missing lists are read under their headings, group items through their own items', () => {
    const page = ld('{"@type":"Recipe","name":"Soup"}').replace('<body></body>', `<body>${body}</body>`);
    expect(extractRecipe(page, PAGE)).toMatchObject({ recipeIngredient: ['1 leek', '500 ml stock'], recipeInstructions: ['Soften.', 'Simmer.'] });
  });

  test('bare names in the schema give way to the page\'s list with amounts, under a bold-paragraph heading', () => {
    const page = ld('{"@type":"Recipe","name":"Salad","recipeIngredient":["Eggs","Lettuce"],"recipeInstructions":"Mix."}')
      .replace('<body></body>', '<body><p><b>Zutaten für 2 Portionen</b></p><ul><li>2 Eier</li><li>1 Kopfsalat</li></ul><p><b>Zubereitung</b></p><ol><li>Mischen.</li></ol></body>');
    expect(extractRecipe(page, PAGE)?.recipeIngredient).toEqual(['2 Eier', '1 Kopfsalat']);
  });
});

describe('ingredient lines', () => {
  test('a note wrapped in brackets twice keeps only its own', () => {
    expect(unwrapDoubledBrackets('1 1/4 cups Soy Milk ((300ml) or Almond Milk)')).toBe('1 1/4 cups Soy Milk (300ml) or Almond Milk');
    expect(unwrapDoubledBrackets('1/2 cup Raw Cashews ((75g))')).toBe('1/2 cup Raw Cashews (75g)');
    expect(unwrapDoubledBrackets('¼ teaspoon red pepper flakes ((optional) )')).toBe('¼ teaspoon red pepper flakes (optional)');
    expect(unwrapDoubledBrackets('1 cup flour ( (leveled) - 120 grams)')).toBe('1 cup flour (leveled) - 120 grams');
    expect(unwrapDoubledBrackets('salt (((to taste)))')).toBe('salt (to taste)');
    expect(unwrapDoubledBrackets('2 eggs ((beaten)) and 1 yolk ((cold))')).toBe('2 eggs (beaten) and 1 yolk (cold)');
    // single brackets, and doubled ones that never close, are left as they are
    expect(unwrapDoubledBrackets('1 onion (red) (diced)')).toBe('1 onion (red) (diced)');
    expect(unwrapDoubledBrackets('1 onion ((red')).toBe('1 onion ((red');
    expect(cleanIngredientLines(['▢ 2 cups Kale ((56g) Torn up, packed)'])).toEqual(['2 cups Kale (56g) Torn up, packed']);
  });

  test('bullets and group headings go, a lone quantity joins its line, comma-joined lists are split', () => {
    expect(cleanIngredientLines(['▢ 1 cup flour', 'For the sauce:', 'TO SERVE', '2', 'eggs', 'carrot , peeled'])).toEqual(['1 cup flour', '2 eggs', 'carrot, peeled']);
    const joined = ld(JSON.stringify({ ...recipe, recipeIngredient: ['2 tbsp oil, 1 kg chicken, 1 onion', '5 potatoes'] }));
    expect(extractRecipe(joined, PAGE)?.recipeIngredient).toEqual(['2 tbsp oil', '1 kg chicken', '1 onion', '5 potatoes']);
    const notJoined = ld(JSON.stringify({ ...recipe, recipeIngredient: ['1 can tomatoes, 400 g', 'salt, pepper'] }));
    expect(extractRecipe(notJoined, PAGE)?.recipeIngredient).toEqual(['1 can tomatoes, 400 g', 'salt, pepper']);
  });
});

describe('the page\'s own list when it says the markup\'s lines more fully', () => {
  const withBody = (ingredients: string[], body: string) => ld(JSON.stringify({ ...recipe, recipeIngredient: ingredients })).replace('<body></body>', `<body>${body}</body>`);

  test('metric amounts the markup leaves out are taken from the list under the Ingredients heading', () => {
    const page = withBody(['1 1/4 cup flour', '2 eggs'], '<h2>Ingredients</h2><ul><li>1 ¼ cup (315 mL) flour</li><li>2 eggs</li></ul>');
    expect(extractRecipe(page, PAGE)?.recipeIngredient).toEqual(['1 ¼ cup (315 mL) flour', '2 eggs']);
  });

  test('a list that only writes the same lines differently (brackets, fraction glyphs, spacing) leaves the markup as it is', () => {
    const page = withBody(['1/2 cup milk (warm)', '250 g flour'], '<h2>Ingredients</h2><ul><li>½ cup milk warm</li><li>250g flour</li></ul>');
    expect(extractRecipe(page, PAGE)?.recipeIngredient).toEqual(['1/2 cup milk (warm)', '250 g flour']);
  });

  test('a part the markup leaves out (the filling) is taken when the list starts with the markup\'s lines', () => {
    const body = '<h2>Ingredients</h2><ul><li>250g flour</li><li>2 eggs</li><li>300 ml milk</li><li>50g sugar</li></ul>';
    expect(extractRecipe(withBody(['250 g flour', '2 eggs'], body), PAGE)?.recipeIngredient).toEqual(['250g flour', '2 eggs', '300 ml milk', '50g sugar']);
    // not when the list holds other things: a servings line before the ingredients, or a group's name among them
    const servings = '<h2>Ingredients</h2><ul><li>2 servings</li><li>250g flour</li><li>2 eggs</li><li>50g sugar</li></ul>';
    expect(extractRecipe(withBody(['250 g flour', '2 eggs'], servings), PAGE)?.recipeIngredient).toEqual(['250 g flour', '2 eggs']);
    const group = '<h2>Ingredients</h2><ul><li>250g flour</li><li>2 eggs</li><li>Filling</li><li>50g sugar</li></ul>';
    expect(extractRecipe(withBody(['250 g flour', '2 eggs'], group), PAGE)?.recipeIngredient).toEqual(['250 g flour', '2 eggs']);
  });

  test('a whole list squashed into one line is spelled out by the page\'s list', () => {
    const body = '<div class="ingredients-title">Ingredients</div><ul><li>3 tbsp chilli powder <br></li><li>2 tbsp sesame oil</li><li>1 egg.</li></ul>';
    expect(extractRecipe(withBody(['3 tbsp chilli powder 2 tbsp sesame oil1 egg.'], body), PAGE)?.recipeIngredient).toEqual(['3 tbsp chilli powder', '2 tbsp sesame oil', '1 egg.']);
    expect(extractRecipe(withBody(['3 tbsp chilli powder 2 tbsp sesame oil'], '<ul><li>3 tbsp chilli powder</li><li>1 egg</li></ul>'), PAGE)?.recipeIngredient)
      .toEqual(['3 tbsp chilli powder 2 tbsp sesame oil']);
  });

  test('a recipe plugin\'s page keeps the markup: its list shows the amounts the plugin converts', () => {
    const card = '<h2>Ingredients</h2><ul><li class="wprm-recipe-ingredient">1 cup (90 g) oat flour</li><li class="wprm-recipe-ingredient">2 eggs</li></ul>';
    expect(extractRecipe(withBody(['1 cup oat flour', '2 eggs'], card), PAGE)?.recipeIngredient).toEqual(['1 cup oat flour', '2 eggs']);
    const tasty = card.replace('<ul>', '<ul class="tasty-recipes-ingredients">').replace(/ class="wprm-recipe-ingredient"/g, '');
    expect(extractRecipe(withBody(['1 cup oat flour', '2 eggs'], tasty), PAGE)?.recipeIngredient).toEqual(['1 cup oat flour', '2 eggs']);
  });

  test('line words: brackets, fraction glyphs, dashes, invisible characters and case aside', () => {
    expect(ingredientWords('1½ Cup Milk (warm – not hot)\u2063')).toBe(ingredientWords('1 1/2 cup milk warm - not hot'));
    expect(listSayingMore(['1 cup milk'], ['1 cup (240 ml) milk'])).toEqual(['1 cup (240 ml) milk']);
    expect(listSayingMore(['1 cup milk'], ['1 cup milk'])).toBeNull();
    expect(listSayingMore(['1 cup milk'], ['1 cup oat milk'])).toBeNull();
  });
});
