// SPEC §5, §8, §9 the photo pipeline: image files only; read and decode; crop to 16:9 and draw at 1920x1080;
// JPEG at quality 0.9, encoded again at lower qualities (same size) while it is 2 MB or more; each failure has
// its own message. The browser's own reader, decoder and canvas do it all: no library in the bundle.
import { IMAGE_HEIGHT, IMAGE_MAX_BYTES, IMAGE_MIME, IMAGE_QUALITY, IMAGE_WIDTH } from '../../../contract/constants';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { cropRect } from '../../lib/recipeDraftImage';

/** A failure the picker shows as is (SPEC §8 image errors). */
export class ImageError extends Error {}

/** the qualities tried after IMAGE_QUALITY when a photo is still 2 MB or more */
export const FALLBACK_QUALITIES = [0.8, 0.7, 0.6, 0.5];

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data URL')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

function decodeImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('decode failed'));
    image.src = source;
  });
}

function encodeJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))), IMAGE_MIME, quality);
  });
}

function drawCropped(image: HTMLImageElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_WIDTH;
  canvas.height = IMAGE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const { x, y, width, height } = cropRect(image.naturalWidth || image.width, image.naturalHeight || image.height);
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one
  context.fillStyle = '#fff';
  context.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  context.drawImage(image, x, y, width, height, 0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  return canvas;
}

/** A picked file as a 1920x1080 JPEG data URL under 2 MB, or an ImageError with SPEC §8's message. */
export async function processImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ImageError(RECIPE_MESSAGES.imageOnlyImages);

  let source: string;
  try {
    source = await readAsDataUrl(file);
  } catch {
    throw new ImageError(RECIPE_MESSAGES.fileReadFailed);
  }

  let image: HTMLImageElement;
  try {
    image = await decodeImage(source);
  } catch {
    throw new ImageError(RECIPE_MESSAGES.imageLoadFailed);
  }

  let jpeg: Blob;
  try {
    const canvas = drawCropped(image);
    jpeg = await encodeJpeg(canvas, IMAGE_QUALITY);
    for (const quality of FALLBACK_QUALITIES) {
      if (jpeg.size < IMAGE_MAX_BYTES) break;
      jpeg = await encodeJpeg(canvas, quality);
    }
  } catch (err) {
    console.warn('recipe image: processing failed', err);
    throw new ImageError(RECIPE_MESSAGES.imageProcessingFailed);
  }
  if (jpeg.size >= IMAGE_MAX_BYTES) throw new ImageError(RECIPE_MESSAGES.imageProcessedTooLarge);

  try {
    return await readAsDataUrl(jpeg);
  } catch {
    throw new ImageError(RECIPE_MESSAGES.fileReadFailed);
  }
}
