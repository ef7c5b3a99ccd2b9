// Load shedding (issue 11): past capacity the server answers at once with 503 and Retry-After instead of
// letting every request queue until it times out. Two signals: requests in flight (each holds database work
// and memory), and event-loop delay (a starved loop answers nothing on time, so new work only makes it worse).
// The health route is never shed, so a load balancer can still tell a busy server from a dead one.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

export interface LoadSheddingOptions {
  /** requests being handled at once, beyond which new ones get 503 */
  maxInFlight: number;
  /**
   * event-loop delay (ms, the p99 of a sample window) beyond which new requests get 503, when two windows in
   * a row are over it: one long synchronous task (a migration, a seed) is not overload, a loop that stays
   * slow is
   */
  maxEventLoopDelayMs: number;
  /** the Retry-After header, in seconds */
  retryAfterS: number;
  /** how often the event-loop delay is sampled */
  sampleIntervalMs?: number;
}

const EXEMPT = new Set(['/api/health']);

export default fp<LoadSheddingOptions>(async (app: FastifyInstance, opts) => {
  let inFlight = 0;
  let loopDelayMs = 0;
  let slowWindows = 0;
  const counted = new WeakSet<FastifyRequest>();
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const timer = setInterval(() => {
    loopDelayMs = histogram.percentile(99) / 1e6;
    slowWindows = loopDelayMs > opts.maxEventLoopDelayMs ? slowWindows + 1 : 0;
    histogram.reset();
  }, opts.sampleIntervalMs ?? 500);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });

  const release = (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  /** requests whose handler is running (or has run): their work is done once their answer is ready */
  const started = new WeakSet<FastifyRequest>();
  /** requests whose client left while their handler ran: they hold their slot until the answer is ready */
  const gone = new WeakSet<FastifyRequest>();
  /** requests whose client left before their handler started: it never will */
  const left = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (EXEMPT.has(request.url.split('?')[0]!)) return;
    if (inFlight >= opts.maxInFlight || slowWindows >= 2) {
      request.log.warn({ inFlight, loopDelayMs: Math.round(loopDelayMs) }, 'shedding load');
      return reply.code(503).header('Retry-After', String(opts.retryAfterS)).send({ message: BUSY_MESSAGE });
    }
    inFlight += 1;
    counted.add(request);
    // 'close' always comes, once the answer is written or the connection is gone. (onResponse and
    // onRequestAbort do not: a client that gave up while its connection waited to be accepted gets neither.)
    // A client gone before its handler started frees the slot at once: Fastify never carries such a request
    // further once its body is gone with the connection (it answers nothing), and its slot stayed counted for
    // ever (at the end of each 100-connection bench run, ~100 slots).
    reply.raw.once('close', () => {
      if (reply.sent || !started.has(request)) {
        if (!reply.sent) left.add(request);
        release(request);
      } else {
        gone.add(request);
      }
    });
  });
  app.addHook('preHandler', async (request, reply) => {
    if (left.has(request)) {
      // nobody waits for this work: it is not done
      reply.hijack();
      reply.raw.destroy();
      return;
    }
    started.add(request);
  });
  // the work of a request whose client left is done once its answer is ready
  app.addHook('onSend', async (request) => {
    if (gone.has(request)) release(request);
  });

  app.decorate('loadState', () => ({ inFlight, loopDelayMs }));
}, { name: 'larder-load-shedding' });

declare module 'fastify' {
  interface FastifyInstance {
    /** requests in flight and the last sampled event-loop delay, for tests and the log */
    loadState: () => { inFlight: number; loopDelayMs: number };
  }
}
