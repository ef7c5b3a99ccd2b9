// SPEC §5, §8 the photo pipeline's errors, with the compressor's file and image helpers standing in for the
// browser's decoder and canvas (jsdom has neither).
import imageCompression from 'browser-image-compression';
import { IMAGE_HEIGHT, IMAGE_MAX_BYTES, IMAGE_QUALITY, IMAGE_WIDTH } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/rules';
import { processImage } from './processImage';

jest.mock('browser-image-compression', () => {
  const compress = jest.fn();
  return Object.assign(compress, { getDataUrlFromFile: jest.fn(), loadImage: jest.fn(), canvasToFile: jest.fn() });
});
const lib = imageCompression as jest.MockedFunction<typeof imageCompression> & {
  getDataUrlFromFile: jest.Mock; loadImage: jest.Mock; canvasToFile: jest.Mock;
};

const photo = new File(['png bytes'], 'soup.png', { type: 'image/png' });
const jpegOf = (size: number) => new File([new Uint8Array(size)], 'soup.jpg', { type: 'image/jpeg' });
const context = { fillStyle: '', fillRect: jest.fn(), drawImage: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  lib.getDataUrlFromFile.mockResolvedValue('data:image/jpeg;base64,AAAA');
  lib.loadImage.mockResolvedValue({ naturalWidth: 4000, naturalHeight: 3000, width: 4000, height: 3000 });
  lib.canvasToFile.mockResolvedValue(jpegOf(500_000));
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
});
afterEach(() => jest.restoreAllMocks());

it('draws the centred 16:9 part at 1920x1080 and encodes a JPEG at quality 0.9', async () => {
  await expect(processImage(photo)).resolves.toBe('data:image/jpeg;base64,AAAA');
  const [canvas, type, name, , quality] = lib.canvasToFile.mock.calls[0] as [HTMLCanvasElement, string, string, number, number];
  expect([canvas.width, canvas.height, type, name, quality]).toEqual([IMAGE_WIDTH, IMAGE_HEIGHT, 'image/jpeg', 'soup.jpg', IMAGE_QUALITY]);
  expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 375, 4000, 2250, 0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  expect(lib).not.toHaveBeenCalled();
});

it('refuses a file that is not an image', async () => {
  await expect(processImage(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }))).rejects.toThrow(MESSAGES.imageOnlyImages);
});

it('says so when the file cannot be read', async () => {
  lib.getDataUrlFromFile.mockRejectedValueOnce(new Error('NotReadableError'));
  await expect(processImage(photo)).rejects.toThrow(MESSAGES.fileReadFailed);
});

it('says so when the picture cannot be decoded', async () => {
  lib.loadImage.mockRejectedValueOnce(new Event('error'));
  await expect(processImage(photo)).rejects.toThrow(MESSAGES.imageLoadFailed);
});

it('says so when drawing or encoding fails', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  lib.canvasToFile.mockRejectedValueOnce(new Error('toDataURL failed'));
  await expect(processImage(photo)).rejects.toThrow(MESSAGES.imageProcessingFailed);
});

it('compresses a photo of 2 MB or more, keeping its size, and refuses it when it stays too large', async () => {
  lib.canvasToFile.mockResolvedValue(jpegOf(IMAGE_MAX_BYTES));
  lib.mockResolvedValueOnce(jpegOf(IMAGE_MAX_BYTES - 2000));
  await expect(processImage(photo)).resolves.toMatch(/^data:image\/jpeg/);
  expect(lib).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ alwaysKeepResolution: true, useWebWorker: false, fileType: 'image/jpeg' }));

  lib.mockResolvedValueOnce(jpegOf(IMAGE_MAX_BYTES + 10));
  await expect(processImage(photo)).rejects.toThrow(MESSAGES.imageProcessedTooLarge);
});
