// The rules of SPEC §5 for a cookbook's notes and imports: only the cookbook and the server use them, so they are not
// in contract/rules.ts, which nearly every screen loads.
import { validateSimpleName } from './rules';

/** SPEC §5: a note title allows letters, numbers and spaces; empty is fine (it defaults to 'note N'). */
export function validateNoteTitle(s: string): string | null {
  return validateSimpleName(s, { required: false });
}

/** SPEC §5: an empty note title defaults to 'note N', N being one more than the notes already kept. */
export function defaultNoteTitle(existingCount: number): string {
  return `note ${existingCount + 1}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: ' ',
  sol: '/', lpar: '(', rpar: ')', equals: '=', semi: ';', period: '.', excl: '!', num: '#',
};

function fromCodePointSafe(cp: number, fallback: string): string {
  return Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : fallback;
}

/** Decodes the entities a browser would (the semicolon is optional), repeatedly, so double encoding unwraps. */
function decodeEntities(s: string): string {
  let current = s;
  for (let i = 0; i < 5; i += 1) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/giu, (m, hex: string) => fromCodePointSafe(parseInt(hex, 16), m))
      .replace(/&#(\d+);?/gu, (m, dec: string) => fromCodePointSafe(parseInt(dec, 10), m))
      .replace(/&([a-z]+);?/giu, (m, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? m);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** A tag, end tag, comment or processing instruction opens with '<' directly followed by one of these. */
const TAG_OPEN = /<[a-z!?/]/iu;
/**
 * A tag: an opening with a '>' after it. Without one ('a<b', 'x <y') it is text, which the HTML parser too ends
 * as no element, and a note shows as text. Looked for before the last '>', which takes linear time.
 */
const hasTag = (text: string) => TAG_OPEN.test(text.slice(0, text.lastIndexOf('>') + 1));
/** on…= as in onclick="…"; outside a tag it is harmless, but the spec refuses it anyway. */
const EVENT_HANDLER = /\bon[a-z]+\s*=/iu;

/**
 * SPEC §5: saving a note is refused if tags, inline event handlers, a javascript: scheme or a script tag
 * appear. Checked on the text as typed and with entities decoded; the scheme and script checks also
 * ignore whitespace and control characters, which browsers skip inside a URL scheme ('jav\tascript:').
 * Note the handler rule also refuses plain text such as 'onions=2'.
 */
export function isSafeNoteContent(s: string): boolean {
  const decoded = decodeEntities(s);
  for (const text of [s, decoded]) {
    if (hasTag(text) || EVENT_HANDLER.test(text)) return false;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must be ignored
    const compact = text.replace(/[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200d\ufeff]/gu, '').toLowerCase();
    if (compact.includes('javascript:') || /<\/?script/u.test(compact)) return false;
  }
  return true;
}

/**
 * ours: why the server could not read a page to import, sent beside SPEC §8's 'recipe import failed' (the 422's
 * errors.url): not found (404, 410), not a web page, no answer, turned away (401, 403, 429), anything else; a page over
 * the size cap (its HTML too large to paste too), an answer begun but not finished in time (told apart from none). The
 * words are the cookbook's (src/features/cookbook/importFailure.ts).
 */
export const IMPORT_FAILURE_CODES = ['notFound', 'notHtml', 'unreachable', 'refused', 'unreadable', 'tooLarge', 'tooSlow'] as const;
export type ImportFailureCode = (typeof IMPORT_FAILURE_CODES)[number];

/** SPEC §5: an import URL must parse as http or https (with a host); otherwise nothing happens. */
export function isImportUrl(s: string): boolean {
  try {
    const url = new URL(s.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
