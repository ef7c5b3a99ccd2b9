// SPEC §3 Note and §5 note rules: notes live in this browser only (local storage key 'notes'). What is typed
// into a note is plain text. HTML tags (and with them any href or src) are stripped as typed, by a real HTML
// parser: the browser's DOMParser finds markup and lib/sanitizeHtml keeps only its text. Where nothing is stripped
// the text stays exactly as typed; where something is, that text as serialised is kept, decoded only where that cannot
// make a tag (never '&lt;b', which would turn back into one). Saving is then refused by the contract's rule if tags,
// inline handlers, a javascript: scheme or a script tag appear, typed or encoded as entities.
import type { Id, Note } from '../../contract/entities';
import { groupThousands, randomId } from '../../contract/rules';
import { defaultNoteTitle, isSafeNoteContent, validateNoteTitle } from '../../contract/cookbookRules';
import { htmlText } from './sanitizeHtml';
import { storage } from './storage';
import { lengthAgainst } from './textLength';

/** ours: SPEC §5 refuses such content without a message */
export const NOTE_UNSAFE = 'This note cannot be saved: remove HTML tags, event handlers (like onclick=), javascript: links and scripts.';
/** ours: bounds that keep the notes a small local document */
export const NOTE_TITLE_MAX = 100;
export const NOTE_CONTENT_MAX = 20_000;
export const NOTE_TOO_LONG = `A note may hold up to ${groupThousands(NOTE_CONTENT_MAX)} characters.`;
export const NOTE_TITLE_TOO_LONG = `A note's title may hold up to ${NOTE_TITLE_MAX} characters.`;
/** the title field takes a longer paste and says how far over, rather than cut it short (components/TextField) */
export const NOTE_TITLE_LIMIT = { max: NOTE_TITLE_MAX, tooLong: NOTE_TITLE_TOO_LONG };

/**
 * How long the note is against its bound ('19,500 of 20,000 characters'), from 16,000 characters; null before. The
 * field takes more than the bound and says so rather than cut a paste short without a word (lib/textLength).
 */
export const noteLength = (content: string): string | null => lengthAgainst(content, NOTE_CONTENT_MAX);

const parser = new DOMParser();

/** The text as the parser reads it when it holds no markup: entities decoded, nothing else (RCDATA). */
function asText(typed: string): string {
  // a newline right after <textarea> is dropped by the parser, so one is given to it
  const box = parser.parseFromString(`<textarea>\n${typed}`, 'text/html').querySelector('textarea');
  return box?.value ?? '';
}

/** Whether the HTML parser sees anything but text: an element, a comment, or a tag it swallows (an unfinished '<b'). */
function hasMarkup(typed: string): boolean {
  const body = parser.parseFromString(`<!doctype html><body>${typed}`, 'text/html').body;
  for (const node of Array.from(body.childNodes)) if (node.nodeType !== Node.TEXT_NODE) return true;
  return body.attributes.length > 0 || body.textContent !== asText(typed);
}

/**
 * The serialised text made readable again where that cannot make markup: '&gt;', '&amp;', '&quot;' and
 * '&nbsp;' back to their characters (in one pass, so '&amp;gt;' reads '&gt;'), and '&lt;' where no tag could start
 * after it. A '<' that could start a tag stays '&lt;': entities never open a tag, only a typed '<' does.
 */
function readable(serialised: string): string {
  const characters: Record<string, string> = { '&gt;': '>', '&amp;': '&', '&quot;': '"', '&nbsp;': '\u00a0' };
  return serialised.replace(/&(?:gt|amp|quot|nbsp);/g, (entity) => characters[entity]!).replace(/&lt;(?![A-Za-z/!?])/g, '<');
}

/**
 * SPEC §5: HTML tags and href/src attributes stripped as typed; text without markup is left exactly as typed. A tag
 * still being typed (the text ends inside it) waits until it is finished: stripped at once, the '<b' of 'a <b> tag'
 * went before its '>' came and left 'a > tag'. While it stands the note cannot be saved (noteContentError).
 */
export function stripNoteMarkup(typed: string): string {
  if (!hasMarkup(typed)) return typed;
  const unfinished = /<[^<>]*$/.exec(typed)?.[0] ?? '';
  const rest = typed.slice(0, typed.length - unfinished.length);
  if (!hasMarkup(rest)) return typed;
  return readable(htmlText(rest)) + unfinished;
}

/** SPEC §5: the reason a note cannot be saved, or null. */
export function noteContentError(content: string): string | null {
  if (content.length > NOTE_CONTENT_MAX) return NOTE_TOO_LONG;
  return isSafeNoteContent(content) ? null : NOTE_UNSAFE;
}

export function noteTitleError(title: string): string | null {
  return title.length > NOTE_TITLE_MAX ? NOTE_TITLE_TOO_LONG : validateNoteTitle(title);
}

export interface NoteDraft { title: string; content: string }

/** The errors that stop a save, by field; empty when the draft can be saved. */
export function noteDraftErrors(draft: NoteDraft): Partial<Record<keyof NoteDraft, string>> {
  const title = noteTitleError(draft.title);
  const content = noteContentError(draft.content);
  return { ...(title ? { title } : {}), ...(content ? { content } : {}) };
}

/**
 * The notes with the draft saved: a new note goes first, an edited one keeps its place. An empty title becomes
 * 'note N' (N its position counted from the oldest, SPEC §5). The draft must be free of errors.
 */
export function saveNoteDraft(notes: Note[], id: string | null, draft: NoteDraft, now = new Date()): { notes: Note[]; note: Note } {
  const index = id === null ? -1 : notes.findIndex((n) => n.id === id);
  const position = index < 0 ? notes.length : notes.length - 1 - index;
  const note: Note = {
    id: index < 0 ? uniqueId(notes) : notes[index]!.id,
    title: draft.title.trim() === '' ? defaultNoteTitle(position) : draft.title.trim(),
    content: draft.content,
    date: now.toISOString(),
  };
  const next = index < 0 ? [note, ...notes] : notes.map((n, i) => (i === index ? note : n));
  return { notes: next, note };
}

function uniqueId(notes: Note[]): string {
  let id = randomId();
  while (notes.some((n) => n.id === id)) id = randomId();
  return id;
}

function isNote(value: unknown): value is Note {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return typeof n.id === 'string' && typeof n.title === 'string' && typeof n.content === 'string' && typeof n.date === 'string';
}

/** Every user's notes kept in this browser, by user id; an earlier version's one list is not among them. */
function notesByUser(): Record<string, Note[]> {
  const kept = storage.get('notes');
  return kept !== null && typeof kept === 'object' && !Array.isArray(kept) ? kept : {};
}

/**
 * The notes this user kept in this browser, newest first as saved; anything malformed in storage is left out.
 * Another account signed in on the same browser never sees them. The one list an earlier version kept for
 * whoever was signed in becomes the notes of the first user who opens theirs after the update.
 */
export function loadNotes(userId: Id | null): Note[] {
  if (userId === null) return [];
  const kept = storage.get('notes');
  if (Array.isArray(kept)) storage.set('notes', { [String(userId)]: kept });
  const mine = Array.isArray(kept) ? kept : notesByUser()[String(userId)];
  return Array.isArray(mine) ? mine.filter(isNote) : [];
}

export function storeNotes(userId: Id | null, notes: Note[]): void {
  if (userId === null) return;
  storage.set('notes', { ...notesByUser(), [String(userId)]: notes });
}
