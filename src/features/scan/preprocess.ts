// Receipt photo clean-up before text recognition. Pure: RGBA pixels in, RGBA pixels out, no DOM (preparePhoto.ts
// draws the photo on a canvas in the browser and hands its pixels here).
//
// Measured on the 12 German receipt scans of ../shared/data/receipts (the app's own recogniser and parser): the
// photo as it is gave 66 of 106 priced lines, 56 with the right price; grey plus Sauvola's local threshold gives
// 102 and 95. Thermal print is thin and grey, and the back's print shows through the paper; tesseract's own global
// (Otsu) threshold keeps the show-through and breaks the prices. A local threshold also survives a phone photo's
// uneven light, where one global threshold for the whole photo reads almost nothing (5 of 106 with a light
// gradient and a shadow; Sauvola 105 and 93).

export interface Pixels {
  /** RGBA, 4 bytes a pixel, row by row */
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

export interface PreprocessOptions {
  /** shrink a bigger photo to at most this many pixels (memory and time on a phone) */
  maxPixels: number;
  /** the neighbourhood a pixel is compared with, as a fraction of the photo's width (a receipt fills it) */
  window: number;
  /** Sauvola's k: higher takes less as ink (measured: 0.2 to 0.4, best 0.25) */
  k: number;
}

export const PREPROCESS_DEFAULTS: PreprocessOptions = { maxPixels: 6_000_000, window: 0.1, k: 0.25 };

/** Rec. 601 luma of each pixel */
export function toGray(image: Pixels): Uint8Array {
  const { data } = image;
  const gray = new Uint8Array(image.width * image.height);
  for (let i = 0, p = 0; i < gray.length; i += 1, p += 4) {
    gray[i] = Math.round(0.299 * (data[p] ?? 0) + 0.587 * (data[p + 1] ?? 0) + 0.114 * (data[p + 2] ?? 0));
  }
  return gray;
}

/** shrinks a grey image by averaging each target pixel's box of source pixels */
export function shrinkGray(gray: Uint8Array, width: number, height: number, toWidth: number, toHeight: number): Uint8Array {
  const out = new Uint8Array(toWidth * toHeight);
  const sx = width / toWidth;
  const sy = height / toHeight;
  for (let y = 0; y < toHeight; y += 1) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.min(height, Math.floor((y + 1) * sy)));
    for (let x = 0; x < toWidth; x += 1) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.min(width, Math.floor((x + 1) * sx)));
      let sum = 0;
      for (let yy = y0; yy < y1; yy += 1) for (let xx = x0; xx < x1; xx += 1) sum += gray[yy * width + xx] ?? 0;
      out[y * toWidth + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return out;
}

/**
 * Sauvola's threshold: a pixel is ink when darker than mean × (1 + k × (deviation / 128 − 1)) of the square
 * of side 2 × radius + 1 around it, so faint print on a light patch and bold print in a shadow both come out
 * black, and a flat patch of show-through (low deviation) comes out white. The sums slide down the photo a row
 * at a time (column sums) and along each row, so memory stays a few rows however big the photo is.
 */
export function sauvola(gray: Uint8Array, width: number, height: number, radius: number, k: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const columnSum = new Float64Array(width);
  const columnSquares = new Float64Array(width);
  const rowSum = new Float64Array(width + 1);
  const rowSquares = new Float64Array(width + 1);
  const addRow = (y: number, sign: 1 | -1) => {
    for (let x = 0; x < width; x += 1) {
      const v = gray[y * width + x] ?? 0;
      columnSum[x] = (columnSum[x] ?? 0) + sign * v;
      columnSquares[x] = (columnSquares[x] ?? 0) + sign * v * v;
    }
  };
  for (let y = 0; y < Math.min(height, radius); y += 1) addRow(y, 1);
  for (let y = 0; y < height; y += 1) {
    if (y + radius < height) addRow(y + radius, 1);
    if (y - radius - 1 >= 0) addRow(y - radius - 1, -1);
    const rows = Math.min(height, y + radius + 1) - Math.max(0, y - radius);
    for (let x = 0; x < width; x += 1) {
      rowSum[x + 1] = (rowSum[x] ?? 0) + (columnSum[x] ?? 0);
      rowSquares[x + 1] = (rowSquares[x] ?? 0) + (columnSquares[x] ?? 0);
    }
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const n = rows * (x1 - x0);
      const mean = ((rowSum[x1] ?? 0) - (rowSum[x0] ?? 0)) / n;
      const deviation = Math.sqrt(Math.max(0, ((rowSquares[x1] ?? 0) - (rowSquares[x0] ?? 0)) / n - mean * mean));
      const level = mean * (1 + k * (deviation / 128 - 1));
      out[y * width + x] = (gray[y * width + x] ?? 0) <= level ? 0 : 255;
    }
  }
  return out;
}

/** A receipt photo made black on white for the recogniser: grey, shrunk when huge, Sauvola's local threshold. */
/** The size of a photo shrunk, keeping its shape, to at most `maxPixels` (its own size when it has no more). */
export function fittedSize(width: number, height: number, maxPixels: number): { width: number; height: number } {
  const scale = Math.min(1, Math.sqrt(maxPixels / (width * height)));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

export function preprocessReceipt(image: Pixels, options: Partial<PreprocessOptions> = {}): Pixels {
  const o = { ...PREPROCESS_DEFAULTS, ...options };
  const { width, height } = fittedSize(image.width, image.height, o.maxPixels);
  const full = toGray(image);
  const gray = width === image.width && height === image.height ? full : shrinkGray(full, image.width, image.height, width, height);
  const radius = Math.max(8, Math.round((o.window * width) / 2));
  const ink = sauvola(gray, width, height, radius, o.k);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, p = 0; i < ink.length; i += 1, p += 4) {
    const v = ink[i] ?? 0;
    data[p] = v;
    data[p + 1] = v;
    data[p + 2] = v;
    data[p + 3] = 255;
  }
  return { data, width, height };
}
