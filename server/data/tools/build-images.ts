// Draws images/<slug>.svg for every recipe: a flat 16:9 illustration from a template chosen by the recipe's
// category (plate, bowl, salad, pasta, cake, dessert glass, drink) coloured with the recipe's palette.
// Deterministic (positions come from a hash of the slug), no text, fonts or external references.
// Run from the repository root: npx tsx server/data/tools/build-images.ts
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RECIPES } from '../recipes';
import type { SeedRecipe } from '../types';
import { PALETTES, type Palette } from './image-palettes';

const outDir = resolve('server/data/images');
const MAX_BYTES = 3 * 1024;

const BACKGROUND: Readonly<Record<string, string>> = {
  Breakfast: '#fdf1d8', Soups: '#f3e4d2', Salads: '#e6f2dc', Mains: '#f5e3d3', Pasta: '#fbe9d0',
  Vegetarian: '#e3efdc', Baking: '#f8e6d6', Desserts: '#f9e1e6', Sides: '#eef0df', Drinks: '#dcecf3',
};

/** mulberry32 seeded from the slug, so every image is stable between runs. */
function random(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Draw = (p: Palette, rnd: () => number) => string;
const r0 = (n: number): number => Math.round(n);

// Small round garnish scattered inside a circle (herbs, berries, seeds).
function scatter(rnd: () => number, cx: number, cy: number, radius: number, count: number, fill: string, size: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const angle = rnd() * Math.PI * 2;
    const distance = Math.sqrt(rnd()) * radius;
    out += `<circle cx="${r0(cx + Math.cos(angle) * distance)}" cy="${r0(cy + Math.sin(angle) * distance)}" r="${r0(size * (0.7 + rnd() * 0.6))}" fill="${fill}"/>`;
  }
  return out;
}

const cutlery = '<rect x="118" y="70" width="10" height="220" rx="5" fill="#c9c3b8"/><rect x="512" y="70" width="12" height="220" rx="6" fill="#c9c3b8"/>';
const plate = '<circle cx="328" cy="190" r="150" fill="#000" opacity=".08"/><circle cx="320" cy="180" r="150" fill="#fffdf8"/><circle cx="320" cy="180" r="116" fill="#f3efe6"/>';

const plateTemplate: Draw = ([main, second, accent], rnd) => {
  const tilt = r0(rnd() * 60 - 30);
  return `${cutlery}${plate}<ellipse cx="290" cy="185" rx="70" ry="52" fill="${main}" transform="rotate(${tilt} 290 185)"/>`
    + `<ellipse cx="365" cy="160" rx="48" ry="38" fill="${second}" transform="rotate(${-tilt} 365 160)"/>`
    + `<circle cx="360" cy="228" r="26" fill="${accent}"/>${scatter(rnd, 320, 180, 80, 6, accent, 6)}`;
};

const bowlTemplate: Draw = ([main, second, accent], rnd) =>
  `<rect x="470" y="120" width="110" height="16" rx="8" fill="#c9c3b8" transform="rotate(-25 470 128)"/>`
  + '<circle cx="328" cy="190" r="140" fill="#000" opacity=".08"/><circle cx="320" cy="180" r="140" fill="#fffdf8"/>'
  + `<circle cx="320" cy="180" r="112" fill="${main}"/>`
  + `<path d="M262 170q58-56 116 0t-58 44" fill="none" stroke="${second}" stroke-width="10" stroke-linecap="round"/>`
  + scatter(rnd, 320, 180, 85, 9, accent, 5);

const saladTemplate: Draw = ([main, second, accent], rnd) => {
  let leaves = '';
  for (let i = 0; i < 9; i += 1) {
    const x = r0(255 + rnd() * 130);
    const y = r0(125 + rnd() * 110);
    leaves += `<ellipse cx="${x}" cy="${y}" rx="42" ry="20" fill="${i % 3 === 2 ? second : main}" transform="rotate(${r0(rnd() * 180)} ${x} ${y})"/>`;
  }
  return '<circle cx="328" cy="190" r="145" fill="#000" opacity=".08"/><circle cx="320" cy="180" r="145" fill="#f7f3ea"/>'
    + `<circle cx="320" cy="180" r="122" fill="#fffdf8"/>${leaves}${scatter(rnd, 320, 180, 90, 7, accent, 9)}`;
};

const pastaTemplate: Draw = ([main, second, accent], rnd) => {
  let strands = '';
  for (let i = 0; i < 6; i += 1) {
    strands += `<circle cx="${r0(300 + rnd() * 40)}" cy="${r0(165 + rnd() * 30)}" r="${30 + i * 12}" fill="none" stroke="${main}" stroke-width="9"/>`;
  }
  return `${cutlery}${plate}${strands}<circle cx="322" cy="176" r="46" fill="${second}"/>${scatter(rnd, 322, 176, 40, 6, accent, 6)}`;
};

const bakingTemplate: Draw = ([main, second, accent], rnd) =>
  '<rect x="120" y="268" width="400" height="26" rx="13" fill="#c89b6d"/><ellipse cx="320" cy="268" rx="190" ry="18" fill="#000" opacity=".08"/>'
  + `<path d="M190 268V150q0-40 40-40h180q40 0 40 40v118z" fill="${main}"/>`
  + `<rect x="190" y="180" width="260" height="18" fill="${second}"/>`
  + `<path d="M190 150q0-40 40-40h180q40 0 40 40v8q-30 14-60 0t-70 0-70 0-60 0z" fill="${accent}" opacity=".85"/>`
  + scatter(rnd, 320, 230, 45, 5, second, 5);

const dessertTemplate: Draw = ([main, second, accent], rnd) =>
  '<ellipse cx="320" cy="300" rx="90" ry="14" fill="#000" opacity=".1"/><rect x="310" y="230" width="20" height="66" fill="#e9eef2"/><ellipse cx="320" cy="296" rx="70" ry="12" fill="#e9eef2"/>'
  + `<path d="M200 110h240q0 120-120 125-120-5-120-125z" fill="${main}"/>`
  + `<path d="M212 160h216q-14 50-108 56-94-6-108-56z" fill="${second}"/>`
  + `<path d="M200 110h240q0 120-120 125-120-5-120-125z" fill="none" stroke="#fff" stroke-width="5" opacity=".7"/>`
  + scatter(rnd, 320, 128, 34, 6, accent, 10);

const drinkTemplate: Draw = ([main, second, accent], rnd) => {
  let ice = '';
  for (let i = 0; i < 3; i += 1) {
    const x = r0(280 + i * 28 + rnd() * 10);
    const y = r0(120 + rnd() * 60);
    ice += `<rect x="${x}" y="${y}" width="34" height="34" rx="6" fill="#fff" opacity=".45" transform="rotate(${r0(rnd() * 40)} ${x} ${y})"/>`;
  }
  return '<ellipse cx="320" cy="306" rx="95" ry="12" fill="#000" opacity=".1"/>'
    + `<rect x="345" y="40" width="12" height="170" rx="6" fill="${accent}" transform="rotate(14 351 125)"/>`
    + `<path d="M250 90h140l-14 210h-112z" fill="${main}"/>${ice}`
    + '<path d="M250 90h140l-14 210h-112z" fill="none" stroke="#fff" stroke-width="6" opacity=".8"/>'
    + `<circle cx="392" cy="92" r="34" fill="${second}"/><circle cx="392" cy="92" r="26" fill="#fff" opacity=".45"/>`
    + scatter(rnd, 320, 240, 30, 5, '#fff', 3);
};

const TEMPLATES: Readonly<Record<string, Draw>> = {
  Breakfast: plateTemplate, Mains: plateTemplate, Vegetarian: plateTemplate, Sides: plateTemplate,
  Soups: bowlTemplate, Salads: saladTemplate, Pasta: pastaTemplate, Baking: bakingTemplate,
  Desserts: dessertTemplate, Drinks: drinkTemplate,
};

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function svgFor(recipe: SeedRecipe): string {
  const palette = PALETTES[recipe.slug];
  const template = TEMPLATES[recipe.category];
  const background = BACKGROUND[recipe.category];
  if (!palette || !template || !background) throw new Error(`no palette or template for ${recipe.slug} (${recipe.category})`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img" aria-label="${escape(recipe.name)}">`
    + `<rect width="640" height="360" fill="${background}"/>${template(palette, random(recipe.slug))}</svg>\n`;
}

mkdirSync(outDir, { recursive: true });
const wanted = new Set(RECIPES.map((recipe) => `${recipe.slug}.svg`));
for (const file of readdirSync(outDir)) if (file.endsWith('.svg') && !wanted.has(file)) unlinkSync(join(outDir, file));
let largest = 0;
for (const recipe of RECIPES) {
  const svg = svgFor(recipe);
  const bytes = Buffer.byteLength(svg);
  if (bytes >= MAX_BYTES) throw new Error(`${recipe.slug}.svg is ${bytes} bytes, over the 3 KB budget`);
  largest = Math.max(largest, bytes);
  writeFileSync(join(outDir, `${recipe.slug}.svg`), svg);
}
process.stdout.write(`${RECIPES.length} images written to ${outDir}; largest ${largest} bytes\n`);
