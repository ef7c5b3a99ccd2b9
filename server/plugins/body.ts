// The JSON body parser: strict UTF-8, and no NUL bytes or lone surrogates anywhere in the document, so
// text that PostgreSQL would refuse (or store mangled) is a 400 here and never reaches a query.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

const decoder = new TextDecoder('utf-8', { fatal: true });
// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function findBadText(value: unknown): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'Text may not contain NUL characters.';
    if (LONE_SURROGATE.test(value)) return 'Text may not contain unpaired surrogates.';
    return null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const bad = findBadText(item);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const bad = findBadText(key) ?? findBadText(item);
      if (bad) return bad;
    }
  }
  return null;
}

export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body: Buffer, done) => {
    let text: string;
    try {
      text = decoder.decode(body);
    } catch {
      return done(badRequest('The request body is not valid UTF-8.'), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(badRequest('The request body is not valid JSON.'), undefined);
    }
    const bad = findBadText(parsed);
    return bad ? done(badRequest(bad), undefined) : done(null, parsed);
  });
}
