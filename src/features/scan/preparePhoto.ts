// The browser side of the photo clean-up (preprocess.ts): decode the photo (upright, as its EXIF orientation says),
// shrink a huge one, make it black on white, and hand the recogniser a lossless PNG. Where the browser cannot
// (no createImageBitmap or canvas), the photo goes to the recogniser as it is.
import { fittedSize, PREPROCESS_DEFAULTS, preprocessReceipt } from './preprocess';

/** the progress status while the photo is made ready for reading */
export const PREPARING = 'preparing photo';

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvasOf(width: number, height: number): { context: Canvas2D | null; toPng: () => Promise<Blob | null> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return { context: canvas.getContext('2d'), toPng: () => canvas.convertToBlob({ type: 'image/png' }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { context: canvas.getContext('2d'), toPng: () => new Promise((resolve) => canvas.toBlob(resolve, 'image/png')) };
}

/** The photo ready for text recognition, or the photo itself when this browser cannot draw it. */
export async function preparePhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return photo;
  try {
    const bitmap = await createImageBitmap(photo);
    const { width, height } = fittedSize(bitmap.width, bitmap.height, PREPROCESS_DEFAULTS.maxPixels);
    const { context, toPng } = canvasOf(width, height);
    if (!context) {
      bitmap.close();
      return photo;
    }
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const pixels = context.getImageData(0, 0, width, height);
    const clean = preprocessReceipt({ data: pixels.data, width, height });
    pixels.data.set(clean.data);
    context.putImageData(pixels, 0, 0);
    return (await toPng()) ?? photo;
  } catch (err) {
    console.warn('scan: the photo could not be prepared, reading it as it is', err);
    return photo;
  }
}
