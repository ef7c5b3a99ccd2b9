// SPEC §5, §8 the photo pipeline and its errors. jsdom reads files but has no decoder or canvas: a stand-in
// Image decodes (or fails) at once, and the canvas's getContext and toBlob are replaced.
import { IMAGE_HEIGHT, IMAGE_MAX_BYTES, IMAGE_QUALITY, IMAGE_WIDTH } from '../../../contract/constants';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { FALLBACK_QUALITIES, processImage } from './processImage';

const photo = new File(['png bytes'], 'soup.png', { type: 'image/png' });
const context = { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() };
let decodes = true;

class FakeImage {
  naturalWidth = 4000;
  naturalHeight = 3000;
  width = 4000;
  height = 3000;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    setTimeout(() => (decodes ? this.onload?.() : this.onerror?.()), 0);
  }
}

/** toBlob answers with a JPEG of each of these sizes in turn (the last one repeats) */
function encodesTo(...sizes: (number | null)[]) {
  const calls: { canvas: HTMLCanvasElement; type: string | undefined; quality: unknown }[] = [];
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(this: HTMLCanvasElement, callback, type, quality) {
    const size = sizes[Math.min(calls.length, sizes.length - 1)];
    calls.push({ canvas: this, type, quality });
    setTimeout(() => callback(size === null ? null : new File([new Uint8Array(size ?? 0)], 'photo.jpg', { type: 'image/jpeg' })), 0);
  });
  return calls;
}

const realImage = window.Image;
beforeEach(() => {
  decodes = true;
  jest.clearAllMocks();
  window.Image = FakeImage as unknown as typeof Image;
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
});
afterEach(() => {
  window.Image = realImage;
  jest.restoreAllMocks();
});

it('draws the centred 16:9 part at 1920x1080 and encodes a JPEG at quality 0.9, as a data URL', async () => {
  const calls = encodesTo(500_000);
  await expect(processImage(photo)).resolves.toMatch(/^data:image\/jpeg;base64,/);
  expect(calls.map(({ canvas, type, quality }) => [canvas.width, canvas.height, type, quality])).toEqual([[IMAGE_WIDTH, IMAGE_HEIGHT, 'image/jpeg', IMAGE_QUALITY]]);
  expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 375, 4000, 2250, 0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
});

it('refuses a file that is not an image', async () => {
  await expect(processImage(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }))).rejects.toThrow(RECIPE_MESSAGES.imageOnlyImages);
});

it('says so when the file cannot be read', async () => {
  jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function fail(this: FileReader) {
    setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>), 0);
  });
  await expect(processImage(photo)).rejects.toThrow(RECIPE_MESSAGES.fileReadFailed);
});

it('says so when the picture cannot be decoded', async () => {
  decodes = false;
  await expect(processImage(photo)).rejects.toThrow(RECIPE_MESSAGES.imageLoadFailed);
});

it('says so when drawing or encoding fails', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  encodesTo(null);
  await expect(processImage(photo)).rejects.toThrow(RECIPE_MESSAGES.imageProcessingFailed);
});

it('encodes a photo of 2 MB or more again at lower qualities, keeping its size', async () => {
  const calls = encodesTo(IMAGE_MAX_BYTES, IMAGE_MAX_BYTES + 5, IMAGE_MAX_BYTES - 2000);
  await expect(processImage(photo)).resolves.toMatch(/^data:image\/jpeg/);
  expect(calls.map((c) => [c.canvas.width, c.canvas.height, c.quality])).toEqual([
    [IMAGE_WIDTH, IMAGE_HEIGHT, IMAGE_QUALITY], [IMAGE_WIDTH, IMAGE_HEIGHT, FALLBACK_QUALITIES[0]], [IMAGE_WIDTH, IMAGE_HEIGHT, FALLBACK_QUALITIES[1]],
  ]);
});

it('refuses a photo that stays 2 MB or more at the lowest quality', async () => {
  const calls = encodesTo(IMAGE_MAX_BYTES + 10);
  await expect(processImage(photo)).rejects.toThrow(RECIPE_MESSAGES.imageProcessedTooLarge);
  expect(calls).toHaveLength(1 + FALLBACK_QUALITIES.length);
});
