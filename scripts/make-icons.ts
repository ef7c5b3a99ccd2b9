// Renders public/icons/icon.svg to the PNG icons the manifest names (192, 512, and a maskable 512 with
// the safe-zone padding), using the Chromium the browser tests already use: no image library needed.
// Run: npx tsx scripts/make-icons.ts (then commit the PNGs).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ICONS = path.resolve(__dirname, '..', 'public', 'icons');
const svg = fs.readFileSync(path.join(ICONS, 'icon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// A maskable icon keeps its content inside the central 80 % circle, on a full-bleed background.
const targets = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const { file, size, maskable } of targets) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const inner = maskable ? Math.round(size * 0.7) : size;
      await page.setContent(
        `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
          `background:${maskable ? '#2f5d50' : 'transparent'}"><img src="${dataUrl}" width="${inner}" height="${inner}"></body></html>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await page.screenshot({ path: path.join(ICONS, file), omitBackground: !maskable });
      await page.close();
      console.warn(`wrote public/icons/${file}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
