import { INVITES, launchBrowser, newPage, startServer } from './harness';

test('axe', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  await fetch(`${server.url}/api/register-beta`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'alice_cook', email: 'a@example.com', password: 'pass-word-1', password_confirmation: 'pass-word-1', beta_code: INVITES[0] }) });
  const { page } = await newPage(browser, server.url);
  await page.addInitScript(() => window.localStorage.setItem('tutorial_enabled', 'false'));
  await page.goto('/login');
  await page.getByLabel('Email').fill('a@example.com');
  await page.getByLabel('Password', { exact: true }).fill('pass-word-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/user-dashboard');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token')!));
  const h = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const stores = await (await fetch(`${server.url}/api/stores`, { headers: h })).json();
  const day = 86400000;
  const mk = (name: string, value: number | string, daysAgo: number, exp: number, unit = 'g') => ({ value, id: value, name, quantity: 250, unit, default_unit: unit, measurement: unit, date_added: new Date(Date.now() - daysAgo * day).toISOString(), estimated_expiry_days: exp, default_quantity: 250, category_id: null, image: null, created_at: new Date().toISOString(), checked: false });
  await fetch(`${server.url}/api/stores/${stores[0].id}`, { method: 'PUT', headers: h, body: JSON.stringify({ items: [mk('butter', 4, 46, 45), mk('whole milk', 5, 6, 7, 'l'), mk('jam', 'CUSTOM-abc123', 2, 14, 'unit')] }) });
  await fetch(`${server.url}/api/share`, { method: 'PUT', headers: h, body: JSON.stringify({ shared_with: [{ email: 'b@example.com', canEdit: false }], unshared_with: [], entity_id: stores[0].id, type: 'UserFoodStore' }) });
  const run = async (label: string) => {
    await page.waitForTimeout(700);
    await page.addScriptTag({ path: require.resolve('axe-core') });
    const result = await page.evaluate(async () => {
      const r = await (window as unknown as { axe: { run: (c?: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
      return r.violations.map((v) => `${v.id} ${v.impact} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    });
    console.log(label, JSON.stringify(result, null, 1));
  };
  await page.goto('/user-dashboard'); await run('dashboard');
  await page.goto('/user-stores'); await run('stores');
  await page.getByRole('button', { name: 'Create' }).click(); await run('create');
  await page.keyboard.press('Escape');
  await page.goto(`/user-stores/${stores[0].id}`);
  await page.getByLabel('Add an item').fill('milk'); await run('store');
  await page.getByRole('button', { name: 'Options for Pantry' }).click(); await run('menu');
  await page.getByRole('menuitem', { name: 'share' }).click(); await run('share');
  await page.getByRole('button', { name: 'close' }).click();
  await page.getByRole('button', { name: 'Options for Pantry' }).click();
  await page.getByRole('menuitem', { name: 'manage store items' }).click(); await run('manage');
  await page.getByRole('button', { name: 'close' }).click();
  await page.goto(`/user-stores/${stores[0].id}?view=readonly`); await run('readonly');
  await page.goto('/user-notifications'); await run('notifications');
  await browser.close();
  await server.stop();
});
