import { servingsOfYield, timerInText } from './importedRecipeText';

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

test('a step\'s first wait is its timer: a range\'s lower end, hours and minutes together; none, or more than a day, is none', () => {
  expect(timerInText('Bake for 25-30 minutes, until golden.')).toBe('00:25:00');
  expect(timerInText('Simmer 1 hour 15 minutes, then rest 10 minutes.')).toBe('01:15:00');
  expect(timerInText('Boil for 1.5 hrs.')).toBe('01:30:00');
  expect(timerInText('Whisk for 30 seconds')).toBe('00:00:30');
  expect(timerInText('Leave 2 to 3 hours')).toBe('02:00:00');
  expect(timerInText('Heat the oven to 200 °C.')).toBeNull();
  expect(timerInText('Chill 48 hours.')).toBeNull();
});
