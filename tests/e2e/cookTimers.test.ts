// A phone cook leaves cook mode with Back, a step's timer running (QA kitchen 1): the timer rings at zero on the
// recipe's page, once, the page shows it with the way back to its step, and 'Start cooking' opens that step.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, visible, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  ({ page, problems } = await newPage(browser, server.url, { isMobile: true, hasTouch: true }));
  // each sound the page plays is counted (a headless browser has nothing to play it on)
  await page.addInitScript(() => {
    const counted = window as unknown as { plays: number };
    counted.plays = 0;
    HTMLMediaElement.prototype.play = function play() {
      counted.plays += 1;
      return Promise.resolve();
    };
  });
  await page.clock.install();
});
afterEach(async () => {
  await page.context().close();
  expect(problems).toEqual([]);
});

const plays = () => page.evaluate(() => (window as unknown as { plays: number }).plays);

test('left with Back, a running timer rings once on the recipe page, which leads back to its step', async () => {
  await page.goto('/recipes/3?serves=3');
  await page.getByRole('link', { name: /Start cooking/ }).click();
  await visible(page.getByText(/^Step 1 of \d+$/));
  await page.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByText(/^Step 2 of \d+$/));
  const stepName = (await page.locator('#cook-step-title').textContent())!;
  const timer = page.getByRole('group', { name: `Timer: ${stepName}` });
  const seconds = (await timer.getByRole('timer').textContent())!.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  await timer.getByRole('button', { name: 'Start' }).click();

  await page.goBack();
  await visible(page.getByRole('region', { name: 'Ingredients' }));
  const chip = page.getByRole('link', { name: /back to cooking$/ });
  await visible(chip);
  expect(await chip.textContent()).toMatch(new RegExp(`^Step 2: ${stepName} \\d\\d:\\d\\d · back to cooking$`));
  expect(new URL(await chip.getAttribute('href') ?? '', server.url).searchParams.get('step')).toBe('2');

  await page.clock.runFor((seconds + 3) * 1000);
  await visible(page.getByRole('status').filter({ hasText: `Time is up: ${stepName}` }));
  expect(await plays()).toBe(1);
  expect(await chip.textContent()).toMatch(/time is up · back to cooking$/);
  await page.clock.runFor(60_000);
  expect(await plays()).toBe(1);

  await page.getByRole('link', { name: /Start cooking/ }).click();
  await visible(page.getByText(/^Step 2 of \d+$/));
  expect(await plays()).toBe(1);
});

test('on a phone on its side the other steps\' timers scroll away with the page, leaving the screen to the step', async () => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/recipes/3?cookmode=true&serves=3');
  for (const step of [1, 2]) {
    await visible(page.getByText(new RegExp(`^Step ${step} of \\d+$`)));
    await page.locator('#cook-step-title').waitFor();
    const name = (await page.locator('#cook-step-title').textContent())!;
    await page.getByRole('group', { name: `Timer: ${name}` }).getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await visible(page.getByText(/^Step 3 of \d+$/));
  const tray = page.getByRole('region', { name: 'Other timers' });
  await visible(tray);
  const stuckAt = (await tray.boundingBox())!.y;
  // scrolled to the end: a tray that stays put would be where it was, under the top bar
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 0);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect((await tray.boundingBox())!.y).toBeLessThan(stuckAt - scrolled / 2);
});
