// A recipe photo is stored only as pixels the server itself encoded (issue 7: "re-encoded"): the upload is
// decoded and written anew as a baseline JPEG at quality 0.9 (SPEC §9), so nothing of the sender's file but
// its picture survives — no metadata, no trailing bytes, no polyglot. Decoding and encoding a 1920x1080 photo
// takes a second or more of CPU, so it runs in one worker thread, off the event loop and outside any
// database transaction; uploads queue for it one at a time.
import { Worker } from 'node:worker_threads';

/** SPEC §9: the wizard sends 1920x1080; no side may exceed the maximum dimension */
export const IMAGE_MAX_DIMENSION = 1920;
export const JPEG_QUALITY = 90;

// plain CommonJS, run with eval: no build step for the worker, under tsx, ts-jest and node alike
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const jpeg = require(workerData.jpegJs);
parentPort.on('message', ({ id, bytes }) => {
  try {
    const image = jpeg.decode(Buffer.from(bytes), {
      useTArray: true, formatAsRGBA: true, tolerantDecoding: false,
      maxResolutionInMP: workerData.maxMP, maxMemoryUsageInMB: 128,
    });
    if (!image.width || !image.height || image.width > workerData.maxSide || image.height > workerData.maxSide) {
      parentPort.postMessage({ id, bytes: null });
      return;
    }
    const out = jpeg.encode({ data: image.data, width: image.width, height: image.height }, workerData.quality).data;
    parentPort.postMessage({ id, bytes: out });
  } catch {
    parentPort.postMessage({ id, bytes: null });
  }
});
`;

interface Pending {
  resolve: (bytes: Buffer | null) => void;
  reject: (err: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(err: Error) {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
  worker = null;
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      jpegJs: require.resolve('jpeg-js'),
      maxSide: IMAGE_MAX_DIMENSION,
      maxMP: (IMAGE_MAX_DIMENSION * IMAGE_MAX_DIMENSION) / 1e6,
      quality: JPEG_QUALITY,
    },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  w.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array | null }) => {
    const p = pending.get(id);
    pending.delete(id);
    p?.resolve(bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);
    // idle, the worker must not keep the process (or a test run) alive
    if (!pending.size) w.unref();
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', (code) => failAll(new Error(`the image worker stopped (${code})`)));
  w.unref();
  worker = w;
  return w;
}

/** The JPEG decoded and encoded anew, or null when it is not a JPEG the server can read or it is too large. */
export function reencodeJpeg(input: Buffer): Promise<Buffer | null> {
  const w = getWorker();
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, bytes: input });
  });
}
