// Helpers for the cookbook tests: a valid recipe body built from the seeded catalogue, and photos made here.
import jpeg from 'jpeg-js';
import type { TestApp } from './testApp';

export type Auth = Record<string, string>;

/** A small real JPEG (a gradient), as the wizard's data URL; `marker` adds an EXIF-like APP1 segment. */
export function jpegDataUrl(width = 32, height = 18, withMetadata = false): string {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([(i * 5) % 256, (i * 3) % 256, 128, 255], i * 4);
  let bytes = jpeg.encode({ data, width, height }, 90).data;
  if (withMetadata) {
    const payload = Buffer.from('Exif\0\0GPS 51.5074 N 0.1278 W');
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([0, payload.length + 2]), payload]);
    bytes = Buffer.concat([bytes.subarray(0, 2), app1, bytes.subarray(2)]);
  }
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** The id of a catalogue ingredient by name, through the public form options. */
export async function ingredientId(t: TestApp, name: string): Promise<number> {
  const res = await t.app.inject({ url: '/api/form-options/ingredients' });
  const found = res.json<{ data: { value: number; name: string }[] }>().data.find((i) => i.name === name);
  if (!found) throw new Error(`no ingredient ${name}`);
  return found.value;
}

export async function recipeBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    name: `Leek soup ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A green soup for a cold evening.',
    serves: 4,
    image: null,
    ingredients: [
      { value: await ingredientId(t, 'leek'), name: 'leek', quantity: 2, measurement: 'unit', treatment: 'sliced' },
      { value: await ingredientId(t, 'whole milk'), name: 'whole milk', quantity: 500, measurement: 'ml', treatment: null },
    ],
    steps: [
      { title: 'Soften', description: 'Cook the leeks gently in a covered pan.', timer: '00:10:00', step_image: null },
      { title: 'Simmer', description: 'Add the milk and simmer, then blend.', timer: null, step_image: null },
    ],
    ...overrides,
  };
}

export const createRecipe = (t: TestApp, auth: Auth, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user-recipe-creator', headers: auth, payload: body as Record<string, unknown> });
export const updateRecipe = (t: TestApp, auth: Auth, id: number, body: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/user-recipe-creator/${id}`, headers: auth, payload: body as Record<string, unknown> });
