// SPEC §5, §8, §9 the photo pipeline: image files only; read and decode; crop to 16:9 and draw at 1920x1080;
// JPEG at quality 0.9; brought under 2 MB by browser-image-compression (bundled, never fetched from a CDN:
// it runs on this thread, so it never loads its worker script); each failure has its own message.
import imageCompression from 'browser-image-compression';
import { IMAGE_HEIGHT, IMAGE_MAX_BYTES, IMAGE_MIME, IMAGE_QUALITY, IMAGE_WIDTH } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/rules';
import { cropRect } from '../../lib/recipeDraftImage';

/** A failure the picker shows as is (SPEC §8 image errors). */
export class ImageError extends Error {}

/** the size the compressor aims below, in its unit (MB of 1024 x 1024 bytes), a little under the limit */
const TARGET_MB = (IMAGE_MAX_BYTES - 1024) / 1024 / 1024;

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
  if (!file.type.startsWith('image/')) throw new ImageError(MESSAGES.imageOnlyImages);

  let source: string;
  try {
    source = await imageCompression.getDataUrlFromFile(file);
  } catch {
    throw new ImageError(MESSAGES.fileReadFailed);
  }

  let image: HTMLImageElement;
  try {
    image = await imageCompression.loadImage(source);
  } catch {
    throw new ImageError(MESSAGES.imageLoadFailed);
  }

  let jpeg: File;
  try {
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    jpeg = await imageCompression.canvasToFile(drawCropped(image), IMAGE_MIME, `${name}.jpg`, Date.now(), IMAGE_QUALITY);
    if (jpeg.size >= IMAGE_MAX_BYTES) {
      jpeg = await imageCompression(jpeg, {
        maxSizeMB: TARGET_MB, alwaysKeepResolution: true, fileType: IMAGE_MIME, initialQuality: IMAGE_QUALITY, useWebWorker: false,
      });
    }
  } catch (err) {
    console.warn('recipe image: processing failed', err);
    throw new ImageError(MESSAGES.imageProcessingFailed);
  }
  if (jpeg.size >= IMAGE_MAX_BYTES) throw new ImageError(MESSAGES.imageProcessedTooLarge);

  try {
    return await imageCompression.getDataUrlFromFile(jpeg);
  } catch {
    throw new ImageError(MESSAGES.fileReadFailed);
  }
}
