// The order a scan tells its progress in: the photo's preparation first, the engine's loading only after it (the
// engine loads meanwhile, on its own thread), then the reading. tesseract.js itself is stood in for here.
import { recogniseReceipt, type OcrProgress } from './ocr';
import { PREPARING } from './preparePhoto';

jest.mock('tesseract.js', () => ({
  OEM: { LSTM_ONLY: 1 },
  createWorker: jest.fn(async (_languages: unknown, _oem: unknown, options: { logger: (m: OcrProgress) => void }) => {
    options.logger({ status: 'loading tesseract core', progress: 0.5 });
    return {
      recognize: async () => {
        options.logger({ status: 'recognizing text', progress: 1 });
        return { data: { text: 'MILCH 1,09 A' } };
      },
      terminate: jest.fn(async () => undefined),
    };
  }),
}));

test('the preparation is told first; the engine\'s loading, which ran meanwhile, only after it; then the reading', async () => {
  const told: string[] = [];
  const job = recogniseReceipt(new Blob(['photo'], { type: 'image/jpeg' }), (progress) => told.push(progress.status));
  await expect(job.text).resolves.toBe('MILCH 1,09 A');
  expect(told).toEqual([PREPARING, 'loading', 'recognizing text']);
});
