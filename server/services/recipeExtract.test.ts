// schema.org Recipe extraction, form by form: JSON-LD shapes (arrays, @graph, @type lists, references),
// blocks a strict parser refuses, microdata, the page's own lists as a last resort or when they say more, and
// text that stays text.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanIngredientLines, unwrapDoubledBrackets, unwrapLinkShortcodes } from './ingredientLines';
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

  test('a name loses the site\'s suffix: a trailing rating with "Recipe" before it, or "Recipe" after a dash (QA B defect 10)', () => {
    const nameOf = (name: string) => extractRecipe(ld(JSON.stringify({ ...recipe, name })), PAGE)?.name;
    expect(nameOf('Lemon Meringue Tartlets Recipe - (4.8/5)')).toBe('Lemon Meringue Tartlets');
    expect(nameOf('Arretjescake &#8211; Recept')).toBe('Arretjescake');
    expect(nameOf('Kaiserschmarrn - Rezept')).toBe('Kaiserschmarrn');
    expect(nameOf('Flapjacks (9/10)')).toBe('Flapjacks');
    // 'Recipe' that ends the name without a dash or a rating is the page's name; so is a name that is only the word
    expect(nameOf('Dill Pickle Recipe')).toBe('Dill Pickle Recipe');
    expect(nameOf('Tarte à la rhubarbe : la meilleure recette')).toBe('Tarte à la rhubarbe : la meilleure recette');
    expect(nameOf('Recipe')).toBe('Recipe');
    expect(nameOf('Pizza 1/2 and 1/2')).toBe('Pizza 1/2 and 1/2');
  });

  test('a description\'s paragraphs joined with nothing between are parted by a space (QA B defect 12)', () => {
    const descriptionOf = (description: string) => extractRecipe(ld(JSON.stringify({ ...recipe, description })), PAGE)?.description;
    expect(descriptionOf('à partager en famille...Dans cette version')).toBe('à partager en famille... Dans cette version');
    expect(descriptionOf('So good!Try it.Then share…Enjoy')).toBe('So good! Try it. Then share… Enjoy');
    expect(descriptionOf('About 1.5 kg, e.g.Italian flour, approx. Two cups.')).toBe('About 1.5 kg, e.g.Italian flour, approx. Two cups.');
  });
});

describe('steps, their titles and sections', () => {
  const stepsOf = (recipeInstructions: unknown) => {
    const found = extractRecipe(ld(JSON.stringify({ ...recipe, recipeInstructions })), PAGE)!;
    return { steps: found.recipeInstructions, titles: found.stepTitles, sections: found.instructionSections };
  };
  const step = (text: string, name?: unknown) => ({ '@type': 'HowToStep', ...(name === undefined ? {} : { name }), text });

  test('a HowToStep is one step, line breaks inside it only wrap it', () => {
    expect(stepsOf([step('Soften the leeks\r\nin butter.'), step('Add stock.')]).steps).toEqual(['Soften the leeks in butter.', 'Add stock.']);
  });

  test('one text of paragraphs joined by ", " (kingarthur) is a step per paragraph, and the ", " between them none', () => {
    const joined = '<p>Preheat the oven.</p>\n, <p>Whisk the flour and salt.</p>\n, <p>Bake.</p>\n';
    expect(stepsOf(joined)).toEqual({ steps: ['Preheat the oven.', 'Whisk the flour and salt.', 'Bake.'], titles: undefined, sections: undefined });
    expect(stepsOf(step(joined)).steps).toEqual(['Preheat the oven.', 'Whisk the flour and salt.', 'Bake.']);
    // nothing but punctuation or a number is never a step
    expect(stepsOf(['Mix.', ',', '2.', '—', 'Bake.']).steps).toEqual(['Mix.', 'Bake.']);
  });

  test('a step\'s number as its name (chefkoch: 1, 2) and its one section named Zubereitung are no steps, nor a title or heading', () => {
    const section = { '@type': 'HowToSection', name: 'Zubereitung', itemListElement: [step('Die Semmeln einweichen.', 1), step('Die Butter erhitzen.', 2), step('Backen.', 'Schritt 3')] };
    expect(stepsOf([section])).toEqual({ steps: ['Die Semmeln einweichen.', 'Die Butter erhitzen.', 'Backen.'], titles: undefined, sections: undefined });
  });

  test('a step\'s title (tasteofhome) is kept beside its step, unless it is its number or the start of its text', () => {
    expect(stepsOf([
      step('In a large bowl, stir the chicken and onions.', 'Make the filling'),
      step('Soak one rice paper until pliable.', 'Soak the rice paper'),
      step('Fold the wrappers.', 'Step 3'),
      step('Fry the dumplings until golden.', 'Fry the dumplings...'),
    ])).toEqual({
      steps: ['In a large bowl, stir the chicken and onions.', 'Soak one rice paper until pliable.', 'Fold the wrappers.', 'Fry the dumplings until golden.'],
      titles: ['Make the filling', 'Soak the rice paper', '', ''],
      sections: undefined,
    });
    // a step given by its name alone is that step
    expect(stepsOf([step('', 'Serve warm.'), step('Chill.')]).steps).toEqual(['Serve warm.', 'Chill.']);
  });

  test('sections head their steps: each name over as many steps, a section without a name over those outside any', () => {
    expect(stepsOf([
      step('Preheat the oven.'),
      { '@type': 'HowToSection', name: 'FOR THE CAKE:', itemListElement: [step('Cream the butter.'), step('Bake.')] },
      { '@type': 'HowToSection', name: 'Icing', itemListElement: { '@type': 'ItemList', itemListElement: [step('Whisk the sugar and juice.')] } },
    ])).toEqual({
      steps: ['Preheat the oven.', 'Cream the butter.', 'Bake.', 'Whisk the sugar and juice.'],
      titles: undefined,
      sections: [{ name: '', count: 1 }, { name: 'For the cake', count: 2 }, { name: 'Icing', count: 1 }],
    });
  });
});

// a real page (../shared/data, read in place, never copied); its test is skipped where the shared data is absent
const pagesDir = path.join(process.env.LARDER_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data'), 'recipe-pages');
const realPage = (name: string) => path.join(pagesDir, name);
const withPage = (name: string) => (existsSync(realPage(name)) ? test : test.skip);
const extractPage = (name: string) => extractRecipe(readFileSync(realPage(name), 'utf8'), 'https://www.example.com/')!;

describe('steps written as one text of run-on sentences (QA defect 2)', () => {
  const stepsOf = (recipeInstructions: unknown) => extractRecipe(ld(JSON.stringify({ ...recipe, recipeInstructions })), PAGE)!.recipeInstructions;

  test('a full stop right before a capital, after two small letters or a closing bracket, ends a step', () => {
    expect(stepsOf('Line a tin with paper.Snap the chocolate into a bowl. Stir in the nuts (if using).Sift the flour.'))
      .toEqual(['Line a tin with paper.', 'Snap the chocolate into a bowl. Stir in the nuts (if using).', 'Sift the flour.']);
  });

  test('decimals, abbreviations and a full stop followed by a space do not', () => {
    const text = 'Add 1.5 kg flour, approx. Two cups, e.g.Italian 00 flour. Bake at 180°C.Then cool. Stir. Serve.';
    expect(stepsOf(text)).toEqual([text]);
    // a HowToStep is one step, whatever its text
    expect(stepsOf([{ '@type': 'HowToStep', text: 'Mix.Bake.' }, { '@type': 'HowToStep', text: 'Cool.' }])).toEqual(['Mix.Bake.', 'Cool.']);
  });

  withPage('jamieoliver.com/jamieoliver_1.testhtml')('jamieoliver_1\'s paragraphs joined with nothing between are its six steps', () => {
    const steps = extractPage('jamieoliver.com/jamieoliver_1.testhtml').recipeInstructions;
    expect(steps).toHaveLength(6);
    expect(steps[0]).toBe('Preheat the oven to 180°C/350°F/gas 4. Line a 24cm square baking tin with greaseproof paper.');
    expect(steps[1]).toMatch(/^Snap the chocolate into a large bowl.*\(if using\)\.$/);
    expect(steps[2]).toMatch(/^Sift the cocoa powder/);
  });
});

describe('steps that are the description (QA defect 8)', () => {
  const description = 'Make the best fudge cake with this recipe! Serve slices with coffee or as part of a high tea.';

  test('steps that are the description, whole or cut off, are none: the page\'s own method is read instead', () => {
    const page = (recipeInstructions: string) => ld(JSON.stringify({ ...recipe, description, recipeInstructions }))
      .replace('<body></body>', '<body><h2>Method</h2><ol><li>Melt the butter.</li><li>Chill.</li></ol></body>');
    expect(extractRecipe(page(description), PAGE)!.recipeInstructions).toEqual(['Melt the butter.', 'Chill.']);
    expect(extractRecipe(page('Make the best fudge cake with this recipe! Serve slices with coffee or as part of a high te'), PAGE)!.recipeInstructions)
      .toEqual(['Melt the butter.', 'Chill.']);
    // none on the page either: no steps, so the recipe says to see the original
    expect(extractRecipe(ld(JSON.stringify({ ...recipe, description, recipeInstructions: `${description.slice(0, 40)}…` })), PAGE)!.recipeInstructions).toEqual([]);
    // steps that only start as the description does are steps
    expect(extractRecipe(ld(JSON.stringify({ ...recipe, description: 'Melt.', recipeInstructions: 'Melt. Then chill.' })), PAGE)!.recipeInstructions).toEqual(['Melt. Then chill.']);
  });

  test('the method\'s paragraphs under the page\'s recipe heading, only as two or more sentences', () => {
    const page = (body: string) => ld(JSON.stringify({ ...recipe, description, recipeInstructions: description })).replace('<body></body>', `<body>${body}</body>`);
    const method = '<h2>Recipe: making fudge cake</h2><p>Melt the butter with the sugar in a pan over a low heat.</p><p>Stir in the biscuits, press into a tin and chill for two hours.</p><p><b>Photo: Ann</b></p>';
    expect(extractRecipe(page(method), PAGE)!.recipeInstructions).toEqual(['Melt the butter with the sugar in a pan over a low heat.', 'Stir in the biscuits, press into a tin and chill for two hours.']);
    expect(extractRecipe(page('<h2>Recipe notes</h2><p>Keeps for a week in a tin, or a month in the freezer.</p>'), PAGE)!.recipeInstructions).toEqual([]);
  });

  withPage('rutgerbakt.nl/rutgerbakt_1.testhtml')('rutgerbakt_1\'s cut-off description as its steps gives way to its three paragraphs of method', () => {
    const got = extractPage('rutgerbakt.nl/rutgerbakt_1.testhtml');
    expect(got.recipeInstructions).toHaveLength(3);
    expect(got.recipeInstructions[0]).toMatch(/^Begin met het maken van de custard\./);
    expect(got.recipeInstructions.join(' ')).not.toContain('high te');
  });
});

describe('ingredient groups', () => {
  const withBody = (recipeIngredient: string[], body = '') => ld(JSON.stringify({ ...recipe, recipeIngredient })).replace('<body></body>', `<body>${body}</body>`);
  const groupsOf = (page: string) => {
    const found = extractRecipe(page, PAGE)!;
    return { lines: found.recipeIngredient, groups: found.ingredientGroups };
  };

  test('a heading among the lines (tasteofhome\'s "DIPPING SAUCE:") names the lines after it, and is no line itself', () => {
    expect(groupsOf(withBody(['12 ounces ground chicken', '1 tablespoon chili crisp sauce', 'DIPPING SAUCE:', '1/4 cup soy sauce', '1 tablespoon chili crisp sauce']))).toEqual({
      lines: ['12 ounces ground chicken', '1 tablespoon chili crisp sauce', '1/4 cup soy sauce', '1 tablespoon chili crisp sauce'],
      groups: [{ name: '', count: 2 }, { name: 'Dipping sauce', count: 2 }],
    });
    expect(groupsOf(withBody(['For the dough:', '250 g flour', 'For the filling:', '2 apples'])).groups).toEqual([{ name: 'For the dough', count: 1 }, { name: 'For the filling', count: 1 }]);
  });

  test('one group of the whole list, or none named, is no grouping: the old shape', () => {
    expect(groupsOf(withBody(['Ingredients:', '250 g flour', '2 apples'])).groups).toBeUndefined();
    expect(groupsOf(withBody(['For the cake:', '250 g flour', '2 apples'])).groups).toBeUndefined();
  });

  const card = (groups: [string, string[]][]) => `<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients US Customary 1x 2x</h3>${
    groups.map(([name, items]) => `<div class="wprm-recipe-ingredient-group">${name ? `<h4 class="wprm-recipe-group-name">${name}</h4>` : ''}<ul>${
      items.map((item) => `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">${item.split(' ')[0]}</span> ${item.split(' ').slice(1).join(' ')}</li>`).join('')}</ul></div>`).join('')}</div>`;
  const lines = ['1 cup brown lentils (dry)', '2 cups vegetable broth', '4 cups cooked rice', '1/4 cup chopped fresh cilantro'];

  test('a recipe card\'s group names its schema.org lines leave out (budgetbytes\' "For Serving (optional)") are read from the card', () => {
    // the post lists the lentils in its text before the card
    const page = withBody(lines, `<ul><li>1 cup brown lentils, rinsed</li></ul>${card([['', lines.slice(0, 2)], ['For Serving (optional)', lines.slice(2)]])}`);
    expect(groupsOf(page)).toEqual({ lines, groups: [{ name: '', count: 2 }, { name: 'For Serving (optional)', count: 2 }] });
  });

  test('not from a card whose list is not the recipe\'s lines: another recipe\'s on the page, or one that lists fewer', () => {
    const other = ['2 cups flour', '1 egg', '1 cup sugar', '1 tsp salt'];
    expect(groupsOf(withBody(lines, card([['Cake', other.slice(0, 2)], ['Icing', other.slice(2)]]))).groups).toBeUndefined();
    expect(groupsOf(withBody(lines, card([['Stew', lines.slice(0, 2)], ['Rice', lines.slice(2, 3)]]))).groups).toBeUndefined();
  });

  test('a site\'s own list: headings, headings as list items and bold paragraphs between its lists; a step\'s sentence is no group', () => {
    const heads = (a: string, b: string) => `<h2>Ingredients</h2><div>${a}<ul><li>250g flour</li><li>2 eggs</li></ul>${b}<ul><li>100 g icing sugar</li><li>1 lemon</li></ul></div>`;
    const four = ['250g flour', '2 eggs', '100 g icing sugar', '1 lemon'];
    const named = [{ name: 'Cake', count: 2 }, { name: 'Glaze', count: 2 }];
    expect(groupsOf(withBody(four, heads('<h3>Cake</h3>', '<h3>Glaze</h3>'))).groups).toEqual(named);
    expect(groupsOf(withBody(four, heads('<p><strong>Cake</strong></p>', '<p class="list-heading">Glaze</p>'))).groups).toEqual(named);
    expect(groupsOf(withBody(four, '<ul><li class="section-heading"><h3>Cake</h3></li><li>250g flour</li><li>2 eggs</li><li><b>Glaze</b></li><li>100 g icing sugar</li><li>1 lemon</li></ul>')).groups).toEqual(named);
    expect(groupsOf(withBody(four, heads('<div class="step-title">Mix the cake.</div>', '<div class="step-title">Make the glaze.</div>'))).groups).toBeUndefined();
  });

  test('groups are cut with the lines at the bound on what one import stores', () => {
    const many = ['For the dough:', ...Array.from({ length: 200 }, (_, i) => `${i + 1} g flour`), 'For the filling:', ...Array.from({ length: 200 }, (_, i) => `${i + 1} apples`)];
    expect(groupsOf(withBody(many)).groups).toEqual([{ name: 'For the dough', count: 200 }, { name: 'For the filling', count: 100 }]);
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

describe('microdata steps (QA defect 1)', () => {
  const page = (body: string) => `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Farro salad</h1>
    <ul><li itemprop="recipeIngredient">1 cup farro</li></ul>${body}</div></body></html>`;
  const step = (n: number, title: string, text: string) => `<div itemprop="recipeInstructions"><div class="step-title">
    <span class="step-number">${n}</span><span class="step-title">${title}</span></div><div class="step-txt"><p>${text}</p></div></div>`;

  test('one step per element, its number and title line its title; a step the page gives again is dropped', () => {
    const steps = step(1, 'Cook the farro', 'Boil the farro for 20 minutes.') + step(2, 'Make the vinaigrette', 'Whisk the honey and vinegar.');
    expect(extractRecipe(page(`${steps}<div class="modal">${steps}</div>`), PAGE)).toMatchObject({
      recipeInstructions: ['Boil the farro for 20 minutes.', 'Whisk the honey and vinegar.'],
      stepTitles: ['Cook the farro', 'Make the vinaigrette'],
    });
  });

  test('a <br> or a paragraph inside a step does not split it; a first line that is a sentence is no title', () => {
    const html = page(`<h3>Step 1</h3><p itemprop="recipeInstructions">Shortbread<br/> Pour the flour on the counter.<br/> Mix rapidly.</p>
      <h3>Step 2</h3><p itemprop="recipeInstructions">In a pot, add the water.<br/> Warm on low heat.</p>
      <div itemprop="recipeInstructions"><p>Step 3</p><p>Fill the shells.</p><p>Serve.</p></div>`);
    expect(extractRecipe(html, PAGE)).toMatchObject({
      recipeInstructions: ['Pour the flour on the counter. Mix rapidly.', 'In a pot, add the water. Warm on low heat.', 'Fill the shells. Serve.'],
      stepTitles: ['Shortbread', '', ''],
    });
    // one element of the whole method is a step per line, as before
    expect(extractRecipe(page('<ol itemprop="recipeInstructions"><li>Boil.</li><li>Drain.</li></ol>'), PAGE)?.recipeInstructions).toEqual(['Boil.', 'Drain.']);
  });

  test('group names listed as ingredients are headings where the list starts with one and two or more head lines with amounts', () => {
    const list = (lines: string[]) => `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tartlets</h1>
      <ul>${lines.map((line) => `<li itemprop="recipeIngredient">${line}</li>`).join('')}</ul><p itemprop="recipeInstructions">Bake.</p></div></body></html>`;
    expect(extractRecipe(list(['Shortbread pastry', '150 g flour', 'a pinch of salt', 'Lemon cream', '4 lemons', '3 eggs']), PAGE)).toMatchObject({
      recipeIngredient: ['150 g flour', 'a pinch of salt', '4 lemons', '3 eggs'],
      ingredientGroups: [{ name: 'Shortbread pastry', count: 2 }, { name: 'Lemon cream', count: 2 }],
    });
    // an ingredient without an amount is an ingredient
    expect(extractRecipe(list(['150 g flour', 'Salt', '2 eggs', 'Pepper', '1 cup milk']), PAGE)?.recipeIngredient).toEqual(['150 g flour', 'Salt', '2 eggs', 'Pepper', '1 cup milk']);
  });

  withPage('blueapron.com/blueapron.testhtml')('blueapron: five titled steps, not its steps and titles twice over', () => {
    const got = extractPage('blueapron.com/blueapron.testhtml');
    expect(got.recipeInstructions).toHaveLength(5);
    expect(got.recipeInstructions[0]).toMatch(/^Remove the honey from the refrigerator/);
    expect(got.stepTitles).toEqual(['Cook the farro', 'Prepare the ingredients & make the vinaigrette', 'Cook & slice the eggs', 'Char the corn', 'Cook the chickpeas & serve your dish']);
  });

  withPage('gourmandize.com/gourmandize.testhtml')('gourmandize: five steps, three titled, and its group names as groups', () => {
    const got = extractPage('gourmandize.com/gourmandize.testhtml');
    expect(got.recipeInstructions).toHaveLength(5);
    expect(got.recipeInstructions[0]).toMatch(/^Pour the flour, .* During this time, prepare the lemon cream and the meringue\.$/);
    expect(got.stepTitles).toEqual(['Shortbread', 'Lemon cream', '', '', 'Dressing the tartlets']);
    expect(got.recipeIngredient).toHaveLength(16);
    expect(got.recipeIngredient).not.toContain('Lemon cream');
    expect(got.ingredientGroups).toEqual([{ name: 'Shortbread pastry', count: 7 }, { name: 'Lemon cream', count: 5 }, { name: 'Italian meringue', count: 4 }]);
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

describe('the page\'s own rows and method where its lists are no lists (QA B defect 4)', () => {
  const page = (json: object, body: string) => ld(JSON.stringify({ '@type': 'Recipe', name: 'Töltött patisszon', ...json })).replace('<body></body>', `<body>${body}</body>`);
  const tick = (amount: string, name: string) => `<div class="row"><input type="checkbox"/><div><div>${amount}</div><div class="font-bold">${name}</div></div></div>`;
  const step = (text: string) => `<p>${text} Ezt addig csináljuk, amíg kész nem lesz.</p>`;

  test('rows with tick boxes under the ingredients heading are its lines; a list met after them (the times) is not', () => {
    const body = `<h3>Hozzávalók</h3><h5>A raguhoz</h5>${tick('1 ek', 'sertészsír')}${tick('', 'só, bors')}${tick('500 g', 'darált hús')}
      <article>${step('A húst megpirítjuk.')}<ul><li>Elkészítési idő: 60 perc</li></ul></article><h3>Címkék</h3>`;
    expect(extractRecipe(page({}, body), PAGE)?.recipeIngredient).toEqual(['1 ek sertészsír', 'só, bors', '500 g darált hús']);
  });

  test('the method as paragraphs in the element after a label that is only the method\'s word', () => {
    const body = `<h3>Hozzávalók</h3><ul><li>1 patisszon</li></ul><div class="text-xl font-bold">Elkészítés</div>
      <article>${step('A patisszont kifaragjuk.')}${step('A ragut megfőzzük.')}<figure>kép</figure>${step('Nem lépés.')}</article>`;
    expect(extractRecipe(page({}, body), PAGE)?.recipeInstructions).toEqual([
      'A patisszont kifaragjuk. Ezt addig csináljuk, amíg kész nem lesz.', 'A ragut megfőzzük. Ezt addig csináljuk, amíg kész nem lesz.',
    ]);
    // a label says the word alone: a sentence that starts with it heads nothing
    expect(extractRecipe(page({}, body.replace('>Elkészítés<', '>Elkészítés előtt olvasd el<')), PAGE)?.recipeInstructions).toEqual([]);
  });

  test('the method as paragraphs under a heading that is the recipe\'s name', () => {
    const body = `<h1>Kohlrabi-Fenchel-Carpaccio: Kohlrabi hat Besseres verdient</h1><h2>Kohlrabi-Fenchel-Carpaccio</h2>
      <p>Den Kohlrabi schälen und den Fenchel waschen, dann hauchdünn schneiden.</p><p>Ein Dressing zusammenrühren und alles auf einem Teller anrichten.</p><div>Mehr</div>`;
    expect(extractRecipe(page({ name: 'Kohlrabi-Fenchel-Carpaccio', recipeIngredient: ['1 Kohlrabi'] }, body), PAGE)?.recipeInstructions).toEqual([
      'Den Kohlrabi schälen und den Fenchel waschen, dann hauchdünn schneiden.', 'Ein Dressing zusammenrühren und alles auf einem Teller anrichten.',
    ]);
  });

  test('bare names in the schema take their amounts from the page\'s rows of those names, wherever its list is', () => {
    const row = (amount: string, name: string) => `<div class="ingredient"> <span>${amount}</span> <span>${name}</span> </div>`;
    const rows = `<h3>Pink Popcorn</h3>${row('20 g', 'Sonnenblumenöl')}${row('50 g', 'Popcornmais')}${row('', 'Salz')}`;
    const names = { recipeIngredient: ['Sonnenblumenöl', 'Popcornmais', 'Salz'], recipeInstructions: 'Poppen.' };
    // a mention of a name before the list (a link in the text) is no row
    const body = `<p>Mit <a>Popcornmais</a> und <a>Sonnenblumenöl</a>.</p><h3>Zutaten</h3><form>2 Portionen</form><div>${rows}</div>`;
    expect(extractRecipe(page(names, body), PAGE)?.recipeIngredient).toEqual(['20 g Sonnenblumenöl', '50 g Popcornmais', 'Salz']);
    // a name the page has no row for: the names are kept
    expect(extractRecipe(page({ ...names, recipeIngredient: [...names.recipeIngredient, 'Zucker'] }, body), PAGE)?.recipeIngredient)
      .toEqual(['Sonnenblumenöl', 'Popcornmais', 'Salz', 'Zucker']);
  });

  withPage('streetkitchen.hu/streetkitchen_2.testhtml')('streetkitchen_2\'s 17 ingredients and 4 steps, not its cooking times', () => {
    const got = extractPage('streetkitchen.hu/streetkitchen_2.testhtml');
    expect(got.recipeIngredient).toHaveLength(17);
    expect(got.recipeIngredient.slice(0, 2)).toEqual(['1 db patisszon (1 kg/db)', '1 ek só']);
    expect(got.recipeInstructions).toHaveLength(4);
  });

  withPage('zeit.de/zeitwochenmarkt.testhtml')('zeitwochenmarkt\'s two steps under the dish\'s name', () => {
    expect(extractPage('zeit.de/zeitwochenmarkt.testhtml').recipeInstructions).toHaveLength(2);
  });

  withPage('sallys-blog.de/sallysblog_1.testhtml')('sallysblog_1\'s names with the page\'s amounts', () => {
    expect(extractPage('sallys-blog.de/sallysblog_1.testhtml').recipeIngredient.slice(0, 2)).toEqual(['20 g Sonnenblumenöl', '50 g Popcornmais']);
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

  test('a link left as its shortcode reads as its text; a bracket a cook wrote stays (QA import 8)', () => {
    expect(unwrapLinkShortcodes('8-10 cups cubed [Challah Bread | https://www.halfbakedharvest.com/simple-whole-wheat-challah-bread/]')).toBe('8-10 cups cubed Challah Bread');
    expect(unwrapLinkShortcodes('1 cup [pesto|http://example.com/pesto] and [basil | https://example.com/b?x=1]')).toBe('1 cup pesto and basil');
    for (const line of ['1 tsp chili flakes [optional]', '2 eggs [see note | below]', '[1 | https://example.com/]', '1 cup [ | https://example.com/] stock', 'salt [Maldon | ftp://example.com/]']) {
      expect(unwrapLinkShortcodes(line)).toBe(line);
    }
  });

  withPage('halfbakedharvest.com/halfbakedharvest.testhtml')('halfbakedharvest\'s bread, linked in its schema.org and its card, reads as its name', () => {
    const lines = extractPage('halfbakedharvest.com/halfbakedharvest.testhtml').recipeIngredient;
    expect(lines).toContain('8-10 cups cubed Challah Bread');
    expect(lines.join('\n')).not.toContain('https://');
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
