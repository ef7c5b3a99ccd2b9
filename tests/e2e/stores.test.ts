// The stores and sharing journey of issue 4, in a real browser against the real server: A creates a store and
// adds items, shares it with B to view; B sees it under 'shared with me' and cannot edit; A grants edit; B edits;
// A sees B's edit. And A removes items through 'manage store items', which asks first.
import type { Browser, Page } from 'playwright-core';
import { INVITES, launchBrowser, newPage, registerUser, signIn, startServer, visible, type RunningServer, type TestUser } from './harness';

let server: RunningServer;
let browser: Browser;
const problems: string[][] = [];

const alice = { name: 'alice_cook', email: 'alice.cook@example.com', password: 'alice-pass-1' };
const bob = { name: 'bob_the_cook', email: 'bob.cook@example.com', password: 'bob-pass-22' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [person, code] of [[alice, INVITES[0]!], [bob, INVITES[1]!]] as const) {
    await registerUser(server, person, code);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(problems.flat()).toEqual([]);
});

async function signedInPage(person: TestUser): Promise<Page> {
  const { page, problems: found } = await newPage(browser, server.url);
  problems.push(found);
  // this journey is not about the first-visit tutorial
  await signIn(page, person);
  return page;
}

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Options for Garage Freezer' }).click();
  await page.getByRole('menuitem', { name: 'share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Garage Freezer' });
  await visible(dialog);
  return dialog;
}

test('A creates a store and shares it; B views, then edits once allowed; A sees the edit', async () => {
  const a = await signedInPage(alice);
  // the default store from registration is on the dashboard
  await visible(a.getByRole('region', { name: 'Pantry' }));

  // A creates a store and lands in it, ready to add items
  await a.goto('/user-stores');
  await visible(a.getByRole('link', { name: /Pantry/ }));
  await a.getByRole('button', { name: 'Create' }).click();
  const create = a.getByRole('dialog', { name: 'Create a store' });
  await create.getByLabel('Name').fill('Garage Freezer');
  await create.getByLabel('Description (optional)').fill('Chest freezer');
  await create.getByRole('button', { name: 'create' }).click();
  await visible(a.getByRole('heading', { name: 'Garage Freezer', level: 1 }));
  const storeUrl = new URL(a.url()).pathname;
  expect(storeUrl).toMatch(/^\/user-stores\/\d+$/);

  const search = a.getByLabel('Add an item');
  await search.fill('milk');
  await a.getByRole('button', { name: 'Add milk', exact: true }).click();
  await search.fill('Grandmas plum jam');
  await a.getByRole('button', { name: 'Add “Grandmas plum jam” as a custom item' }).click();
  await visible(a.getByRole('region', { name: 'Custom' }).getByText('Grandmas plum jam'));
  await visible(a.getByText('Store updated'));

  // A shares it with B, to view only
  let dialog = await openShareDialog(a);
  await dialog.getByLabel('Email address').fill(bob.email);
  await dialog.getByRole('button', { name: 'share' }).click();
  await visible(dialog.getByText('Sharing Updated'));
  expect(await dialog.getByRole('checkbox', { name: `${bob.email} can edit` }).isChecked()).toBe(false);
  await dialog.getByRole('button', { name: 'close' }).click();

  // B finds it under 'shared with me', and can only look
  const b = await signedInPage(bob);
  await b.goto('/user-stores#shared');
  const row = b.getByRole('link', { name: /Garage Freezer/ });
  await visible(row);
  expect(await row.textContent()).toContain(`shared by ${alice.name}`);
  await row.click();
  await visible(b.getByRole('heading', { name: 'Garage Freezer', level: 1 }));
  await visible(b.getByText('Grandmas plum jam'));
  await b.goto(storeUrl);
  await visible(b.getByText('2 l'));
  expect(await b.getByLabel(/^Quantity of/).count()).toBe(0);
  expect(await b.getByLabel('Add an item').count()).toBe(0);

  // A grants edit
  dialog = await openShareDialog(a);
  await dialog.getByRole('checkbox', { name: `${bob.email} can edit` }).check();
  await visible(dialog.getByText('Sharing Updated'));
  await dialog.getByRole('button', { name: 'close' }).click();

  // B can edit now: the quantity of milk goes to 5, and it saves
  await b.reload();
  const quantity = b.getByLabel('Quantity of milk');
  await visible(quantity);
  await quantity.fill('5');
  await visible(b.getByText('Store updated'));

  // A sees B's edit
  await a.goto(`${storeUrl}?view=readonly`);
  await visible(a.getByText('5 l'));
  expect(await a.getByText('2 l').count()).toBe(0);

  await a.context().close();
  await b.context().close();
});

test('manage store items: removing the ticked items asks first, over the dialog, and cancel keeps them', async () => {
  const a = await signedInPage(alice);
  await a.goto('/user-stores');
  // the list opens a store to read; the editor is the same address without ?view=readonly
  const href = await a.getByRole('link', { name: /Garage Freezer/ }).getAttribute('href');
  await a.goto(new URL(href!, server.url).pathname);
  await visible(a.getByLabel('Quantity of milk'));

  await a.getByRole('button', { name: 'Options for Garage Freezer' }).click();
  await a.getByRole('menuitem', { name: 'manage store items' }).click();
  const manage = a.getByRole('dialog', { name: 'manage store items' });
  await visible(manage.getByText('2 of 2 ticked'));
  await manage.getByRole('checkbox', { name: /milk/ }).uncheck();
  await manage.getByRole('button', { name: 'remove ticked' }).click();
  const confirm = a.getByRole('dialog', { name: 'remove 1 item?' });
  await visible(confirm.getByText('this action cannot be undone'));
  // the question is on top: the keyboard is in it, and Escape leaves the store and the ticks as they were
  expect(await confirm.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await a.keyboard.press('Escape');
  await visible(manage.getByText('1 of 2 ticked'));
  expect(await confirm.count()).toBe(0);

  await manage.getByRole('button', { name: 'remove ticked' }).click();
  await confirm.getByRole('button', { name: 'confirm' }).click();
  expect(await manage.count()).toBe(0);
  await visible(a.getByText('Store updated'));
  expect(await a.getByText('Grandmas plum jam').count()).toBe(0);

  // saved: after a reload only milk is left
  await a.reload();
  await visible(a.getByLabel('Quantity of milk'));
  expect(await a.getByText('Grandmas plum jam').count()).toBe(0);
  await a.context().close();
});

/** The browser's calendar date `days` from today, as a date field holds it (the browser runs in this machine's zone). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('an item\'s best-before date is set in its row and saved: after a reload its badge and the notifications follow', async () => {
  const a = await signedInPage(alice);
  await a.goto('/user-stores');
  const href = await a.getByRole('link', { name: /Garage Freezer/ }).getAttribute('href');
  const storeUrl = new URL(href!, server.url).pathname;
  await a.goto(storeUrl);
  // chicken breast comes with the catalogue's fridge days: 1
  const search = a.getByLabel('Add an item');
  await search.fill('chicken breast');
  await a.getByRole('button', { name: 'Add chicken breast', exact: true }).click();
  const row = a.getByRole('listitem').filter({ hasText: 'chicken breast' });
  await visible(row.getByText('expires in 1 day'));
  await visible(a.getByText('Store updated'));
  await a.goto('/user-notifications');
  await visible(a.getByRole('link', { name: /chicken breast/ }));

  // it went into a freezer: three days more
  await a.goto(storeUrl);
  const field = a.getByLabel('Best before, chicken breast');
  expect(await field.inputValue()).toBe(dayFromToday(1));
  await field.fill(dayFromToday(3));
  await visible(row.getByText('expires in 3 days'));
  await visible(a.getByText('Store updated'));

  await a.reload();
  await visible(row.getByText('expires in 3 days'));
  expect(await a.getByLabel('Best before, chicken breast').inputValue()).toBe(dayFromToday(3));
  expect(await row.getByText('expires in 1 day').count()).toBe(0);
  // no longer about to expire (a warning is the last 2 days)
  await a.goto('/user-notifications');
  await visible(a.getByText('All fresh'));
  expect(await a.getByRole('link', { name: /chicken breast/ }).count()).toBe(0);
  await a.context().close();
});
