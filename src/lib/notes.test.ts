import type { Note } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import {
  loadNotes, NOTE_CONTENT_MAX, NOTE_TOO_LONG, NOTE_UNSAFE, noteContentError, noteDraftErrors, noteLength, noteTitleError, NOTE_TITLE_MAX, NOTE_TITLE_TOO_LONG, saveNoteDraft,
  storeNotes, stripNoteMarkup,
} from './notes';

describe('stripNoteMarkup: tags and href/src go as typed, by the HTML parser', () => {
  test.each([
    ['Buy flour', 'Buy flour'],
    ['2 < 3 and 5 > 4', '2 < 3 and 5 > 4'],
    ['Fish & chips', 'Fish & chips'],
    ['I <3 pasta', 'I <3 pasta'],
    ['  leading spaces\nand lines  ', '  leading spaces\nand lines  '],
    ['Visit https://example.com/recipe', 'Visit https://example.com/recipe'],
    // entities are text here: kept exactly as typed, never decoded into markup
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['&#60;b&#62;', '&#60;b&#62;'],
  ])('text without markup is kept exactly: %p', (typed, kept) => {
    expect(stripNoteMarkup(typed)).toBe(kept);
  });

  test.each([
    ['<b>bold</b> text', 'bold text'],
    ['<img src=x onerror=alert(1)>', ''],
    ['before <img src=x onerror=alert(1)> after', 'before  after'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<a href="https://evil.example">link</a>', 'link'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['<style>body{display:none}</style>x', 'x'],
    ['<!-- hidden -->shown', 'shown'],
    ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<body onload=alert(1)>', ''],
    ['<p title="x" onclick="y()">para</p>', 'para'],
  ])('markup is stripped: %p', (typed, stripped) => {
    expect(stripNoteMarkup(typed)).toBe(stripped);
  });

  test('a tag being typed waits until it is finished, then goes; unfinished, it is text that saves as typed (QA B defect 9)', () => {
    expect(stripNoteMarkup('note <')).toBe('note <');
    expect(stripNoteMarkup('note <i')).toBe('note <i');
    expect(noteContentError('note <i')).toBeNull();
    expect(stripNoteMarkup('a<b')).toBe('a<b');
    expect(noteContentError('a<b')).toBeNull();
    expect(noteContentError('a<b then 3>2')).toBe(NOTE_UNSAFE);
    expect(stripNoteMarkup('x<img src=x onerror=alert(1)')).toBe('x<img src=x onerror=alert(1)');
    expect(noteContentError('x<img src=x onerror=alert(1)')).toBe(NOTE_UNSAFE);
    expect(stripNoteMarkup('<b>bold</b> and <i')).toBe('bold and <i');
  });

  test('typed key by key, a tag goes whole once finished and the text reads as typed', () => {
    let content = '';
    for (const key of 'Hello <b>bold</b> x, 5 > 4 & 2 < 3') content = stripNoteMarkup(content + key);
    expect(content).toBe('Hello bold x, 5 > 4 & 2 < 3');
    content = '';
    for (const key of 'use a <b> tag') content = stripNoteMarkup(content + key);
    expect(content).toBe('use a  tag');
  });

  test('what stripping leaves is decoded only where that cannot make a tag', () => {
    const stripped = stripNoteMarkup('<b>&lt;img src=x onerror=alert(1)&gt;</b> & more, 2 &lt; 3 &amp;gt;');
    expect(stripped).toBe('&lt;img src=x onerror=alert(1)> & more, 2 < 3 &gt;');
    // stripping again changes nothing: the entities stay text
    expect(stripNoteMarkup(stripped)).toBe(stripped);
  });

  test('the result never holds an element, an href or a src', () => {
    for (const typed of ['<a href=x>a</a>', '<img src=x>', '<video><source src=x></video>', '<math><mi xlink:href="javascript:alert(1)">m</mi></math>']) {
      const box = document.createElement('div');
      box.innerHTML = stripNoteMarkup(typed);
      expect(box.querySelector('*')).toBeNull();
      expect(box.innerHTML).not.toMatch(/href|src/);
    }
  });
});

describe('saving is refused on tags, handlers, javascript: and script (SPEC §5)', () => {
  test.each([
    ['Buy more flour. 2 < 3'],
    ['Fish & chips'],
    [''],
    ['Café crème, 200 g'],
  ])('allowed: %p', (content) => {
    expect(noteContentError(content)).toBeNull();
  });

  test.each([
    ['<img src=x onerror=alert(1)>'],
    ['onclick=alert(1)'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java&#115;cript:alert(1)'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['&#60;b&#62;'],
    ['&lt;img src=x onerror=alert(1)&gt; &amp; more'],
  ])('refused: %p', (content) => {
    expect(noteContentError(content)).toBe(NOTE_UNSAFE);
  });

  test('a note too long for this browser is refused', () => {
    expect(noteContentError('a'.repeat(NOTE_CONTENT_MAX))).toBeNull();
    expect(noteContentError('a'.repeat(NOTE_CONTENT_MAX + 1))).toBe(NOTE_TOO_LONG);
    expect(NOTE_TOO_LONG).toBe('A note may hold up to 20,000 characters.');
  });

  test('the length is told against the bound once near it (QA B defect 8)', () => {
    expect(noteLength('a'.repeat(15_999))).toBeNull();
    expect(noteLength('a'.repeat(16_000))).toBe('16,000 of 20,000 characters');
    expect(noteLength('a'.repeat(23_891))).toBe('23,891 of 20,000 characters, 3,891 too many');
  });
});

describe('titles', () => {
  test('letters, digits and spaces; empty is allowed', () => {
    expect(noteTitleError('Shopping 2')).toBeNull();
    expect(noteTitleError('')).toBeNull();
    expect(noteTitleError('Crème brûlée')).toBeNull();
    expect(noteTitleError('Tom & Jerry')).toBe(MESSAGES.lettersNumbersSpaces);
    expect(noteTitleError('<b>x</b>')).toBe(MESSAGES.lettersNumbersSpaces);
    expect(noteTitleError('a'.repeat(NOTE_TITLE_MAX))).toBeNull();
    expect(noteTitleError('a'.repeat(NOTE_TITLE_MAX + 1))).toBe(NOTE_TITLE_TOO_LONG);
  });

  test('noteDraftErrors names each field in error', () => {
    expect(noteDraftErrors({ title: 'ok', content: 'fine' })).toEqual({});
    expect(noteDraftErrors({ title: 'no!', content: 'javascript:x' })).toEqual({ title: MESSAGES.lettersNumbersSpaces, content: NOTE_UNSAFE });
  });
});

describe('saveNoteDraft', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');
  const older: Note = { id: 'aaaaaa', title: 'first', content: 'x', date: '2026-01-01T00:00:00.000Z' };
  const newer: Note = { id: 'bbbbbb', title: 'second', content: 'y', date: '2026-02-01T00:00:00.000Z' };

  test('a new note goes first; an empty title becomes note N', () => {
    const { notes, note } = saveNoteDraft([newer, older], null, { title: '  ', content: 'eggs' }, now);
    expect(note).toMatchObject({ title: 'note 3', content: 'eggs', date: now.toISOString() });
    expect(note.id).toMatch(/^[0-9a-z]{6}$/);
    expect(notes.map((n) => n.title)).toEqual(['note 3', 'second', 'first']);
  });

  test('an edited note keeps its id and place; its empty title counts its place from the oldest', () => {
    const { notes } = saveNoteDraft([newer, older], 'aaaaaa', { title: '', content: 'changed' }, now);
    expect(notes).toEqual([newer, { id: 'aaaaaa', title: 'note 1', content: 'changed', date: now.toISOString() }]);
    expect(saveNoteDraft([newer, older], 'bbbbbb', { title: ' Soup ', content: '' }, now).notes[0]).toMatchObject({ id: 'bbbbbb', title: 'Soup' });
  });

  test('notes round-trip through local storage per user, and malformed entries are dropped', () => {
    storeNotes(1, [newer, older]);
    storeNotes(2, [older]);
    expect(loadNotes(1)).toEqual([newer, older]);
    expect(loadNotes(2)).toEqual([older]);
    expect(loadNotes(3)).toEqual([]);
    expect(loadNotes(null)).toEqual([]);
    window.localStorage.setItem('notes', JSON.stringify({ 1: [newer, { id: 1 }, null, 'x'] }));
    expect(loadNotes(1)).toEqual([newer]);
    window.localStorage.setItem('notes', '{broken');
    expect(loadNotes(1)).toEqual([]);
  });

  test('the one list an earlier version kept goes to the first user who opens their notes', () => {
    window.localStorage.setItem('notes', JSON.stringify([older]));
    expect(loadNotes(4)).toEqual([older]);
    expect(JSON.parse(window.localStorage.getItem('notes')!)).toEqual({ 4: [older] });
    expect(loadNotes(5)).toEqual([]);
    expect(loadNotes(4)).toEqual([older]);
  });
});
