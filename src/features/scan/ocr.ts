// Text recognition in the browser (SPEC §1): tesseract.js in a web worker, with its worker script, engine and
// German and English language data all served from our own origin (webpack copies them to /ocr/<version>/;
// nothing is fetched from a CDN). The library is its own chunk, loaded when a scan starts. The photo is made black
// on white first (preprocess.ts; with the parser's mends, 97 of the 12 test receipts' 106 prices read right instead
// of 56), while the engine loads. Tesseract's settings stay tesseract.js's defaults (one block of text, PSM 6):
// PSM 4 and a stated 300 dpi read no more.
import type { LoggerMessage, Worker } from 'tesseract.js';
import { PREPARING, preparePhoto } from './preparePhoto';

/** German first: the receipts we test with are German; English covers the rest. */
const LANGUAGES = ['deu', 'eng'];
const OCR_PATH = process.env.OCR_PATH ?? '/ocr';

export interface OcrProgress {
  /** what the engine is doing, e.g. 'loading language traineddata' or 'recognizing text' */
  status: string;
  /** 0 to 1 */
  progress: number;
}

export interface OcrJob {
  /** the recognised text, lines separated by newlines */
  text: Promise<string>;
  /** stops the engine (leaving the screen); the text promise then rejects */
  cancel: () => void;
}

const url = (path: string) => new URL(`${OCR_PATH}/${path}`, window.location.origin).href;

export function recogniseReceipt(image: Blob, onProgress: (progress: OcrProgress) => void): OcrJob {
  let worker: Worker | null = null;
  let cancelled = false;
  // the photo is prepared first, while the engine loads: its loading is told only once the photo is ready
  let preparing = true;
  const text = (async () => {
    onProgress({ status: PREPARING, progress: 0 });
    const { createWorker, OEM } = await import(/* webpackChunkName: "ocr" */ 'tesseract.js');
    if (cancelled) throw new Error('scan cancelled');
    const ready = createWorker(LANGUAGES, OEM.LSTM_ONLY, {
      // our own script, not a blob: the worker is same-origin, so the service worker can cache what it loads
      workerBlobURL: false,
      workerPath: url('worker.min.js'),
      corePath: url('core'),
      langPath: url('lang'),
      logger: (m: LoggerMessage) => { if (!preparing) onProgress({ status: m.status, progress: m.progress }); },
      errorHandler: (err: unknown) => console.warn('scan: text recognition failed', err),
    });
    // a failure to load is thrown where the worker is awaited, below
    ready.catch(() => undefined);
    // the worker loads on its own thread while this one cleans the photo up; first let the status show
    await new Promise((resolve) => { setTimeout(resolve, 0); });
    const photo = cancelled ? image : await preparePhoto(image);
    preparing = false;
    onProgress({ status: 'loading', progress: 0 });
    worker = await ready;
    if (cancelled) throw new Error('scan cancelled');
    const { data } = await worker.recognize(photo);
    return data.text;
  })();
  const finished = text.finally(() => { void worker?.terminate(); });
  return {
    text: finished,
    cancel: () => {
      cancelled = true;
      void worker?.terminate();
    },
  };
}
