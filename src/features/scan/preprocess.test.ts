// The photo clean-up before text recognition: pure pixel work, checked on small drawn images.
import { PREPROCESS_DEFAULTS, preprocessReceipt, sauvola, toGray, type Pixels } from './preprocess';

/** an RGBA image from a function of x and y giving grey */
function draw(width: number, height: number, grey: (x: number, y: number) => number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = grey(x, y);
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** a receipt-like page: paper that darkens from 240 to 70 left to right (uneven light), a faint blotch
 * (print showing through from the back) and dark vertical strokes of ink every 10 px */
const paper = (x: number, width: number) => 240 - (170 * x) / width;
const isInk = (x: number, y: number) => x % 10 < 2 && y % 40 >= 10 && y % 40 < 30;
const isShowThrough = (x: number, y: number) => x >= 20 && x < 60 && y >= 40 && y < 80 && !isInk(x, y);
function page(width: number, height: number): Pixels {
  return draw(width, height, (x, y) => {
    if (isInk(x, y)) return paper(x, width) * 0.35;
    if (isShowThrough(x, y)) return paper(x, width) - 25;
    return paper(x, width);
  });
}

test('grey is the Rec. 601 luma of the colour', () => {
  const image = { data: new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255]), width: 4, height: 1 };
  expect([...toGray(image)]).toEqual([76, 150, 29, 18]);
});

test('Sauvola makes ink black and paper white across uneven light, and drops faint show-through', () => {
  const width = 200;
  const height = 160;
  const image = page(width, height);
  const out = sauvola(toGray(image), width, height, 10, PREPROCESS_DEFAULTS.k);
  let wrong = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if (out[y * width + x] !== (isInk(x, y) ? 0 : 255)) wrong += 1;
  }
  expect(wrong).toBe(0);
  // no single threshold could: the ink on the left is lighter than the paper on the right
  expect(paper(0, width) * 0.35).toBeGreaterThan(paper(width - 1, width));
});

test('the result is an opaque black and white RGBA image of the same size', () => {
  const image = page(120, 80);
  const out = preprocessReceipt(image);
  expect(out.width).toBe(120);
  expect(out.height).toBe(80);
  expect(out.data).toHaveLength(120 * 80 * 4);
  for (let p = 0; p < out.data.length; p += 4) {
    expect([0, 255]).toContain(out.data[p]);
    expect(out.data[p + 1]).toBe(out.data[p]);
    expect(out.data[p + 3]).toBe(255);
  }
});

test('a photo of more than maxPixels is shrunk to fit, keeping its shape', () => {
  const out = preprocessReceipt(page(400, 300), { maxPixels: 30_000 });
  expect(out.width * out.height).toBeLessThanOrEqual(30_000);
  expect(out.width).toBe(200);
  expect(out.height).toBe(150);
});
