// Text recognition in the browser (SPEC §1): tesseract.js in a web worker, with its worker script, engine and
// German and English language data all served from our own origin (webpack copies them to /ocr/<version>/;
// nothing is fetched from a CDN). The library is its own chunk, loaded when a scan starts.
import type { LoggerMessage, Worker } from 'tesseract.js';

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
  const text = (async () => {
    const { createWorker, OEM } = await import(/* webpackChunkName: "ocr" */ 'tesseract.js');
    if (cancelled) throw new Error('scan cancelled');
    worker = await createWorker(LANGUAGES, OEM.LSTM_ONLY, {
      // our own script, not a blob: the worker is same-origin, so the service worker can cache what it loads
      workerBlobURL: false,
      workerPath: url('worker.min.js'),
      corePath: url('core'),
      langPath: url('lang'),
      logger: (m: LoggerMessage) => onProgress({ status: m.status, progress: m.progress }),
      errorHandler: (err: unknown) => console.warn('scan: text recognition failed', err),
    });
    if (cancelled) throw new Error('scan cancelled');
    const { data } = await worker.recognize(image);
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
