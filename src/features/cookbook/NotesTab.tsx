// SPEC §2 /user-recipes#notes: a 'make a note' button and the notes kept in this browser (SPEC §3 Note, local
// storage key 'notes', each user's apart), newest first, each with its view/edit toggle. Ours: the cookbook's
// search keeps those whose title or text it finds (cookbookQuery.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Note } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { defaultNoteTitle } from '../../../contract/cookbookRules';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { useToast } from '../../components/Toast';
import { useAppSelector } from '../../app/hooks';
import { loadNotes, saveNoteDraft, storeNotes, type NoteDraft } from '../../lib/notes';
import { forgetKept, keepForNextSignIn, readKept } from '../../lib/sessionEnd';
import { selectUser } from '../../store/authSlice';
import { useSearched } from './cookbookQuery';
import { NoteCard } from './NoteCard';
import { SearchOutcome } from './SearchOutcome';

/** ours: the toasts of a note kept or deleted */
export const NOTE_SAVED = 'Note saved';
/** ours: said when the notes being written as the last session ended are back in their editors */
export const NOTES_RESTORED = 'Your unsaved changes were restored.';

/** The tab's key for the notes being written as the session ended, by note id ('new' for one not saved yet). */
const KEPT_KEY = 'larder:note-drafts';

/** what the cookbook's search finds a note by: its title and its text */
const noteText = (note: Note) => `${note.title}\n${note.content}`;

export function NotesTab() {
  const toast = useToast();
  const userId = useAppSelector(selectUser)?.id ?? null;
  const [notes, setNotes] = useState<Note[]>(() => loadNotes(userId));
  const searched = useSearched(notes, noteText);
  // SPEC §4 and docs/decisions.md: what was being typed when the session ended comes back once, to the same user
  const [kept, setKept] = useState(() => readKept<Record<string, NoteDraft>>(KEPT_KEY, userId) ?? {});
  const [restored] = useState(() => kept.new !== undefined || notes.some((n) => kept[n.id]));
  // a restored draft once saved or cancelled is not offered again
  const drop = (id: string) => setKept(({ [id]: _, ...rest }) => rest);
  useEffect(() => forgetKept(KEPT_KEY), []);
  const [making, setMaking] = useState(kept.new !== undefined);
  const [deleting, setDeleting] = useState<Note | null>(null);
  // the focus after a save goes to the saved note; after a cancel or a delete, back to 'make a note'
  const [savedId, setSavedId] = useState<string | null>(null);
  const makeButton = useRef<HTMLButtonElement>(null);
  const refocusMake = useRef(false);
  useEffect(() => {
    if (refocusMake.current && !making && !deleting) {
      refocusMake.current = false;
      makeButton.current?.focus();
    }
  });

  // notes saved in another tab of this browser show here too
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'notes' || event.key === null) setNotes(loadNotes(userId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const keep = useCallback((id: string, draft: NoteDraft) => {
    if (userId !== null) keepForNextSignIn(KEPT_KEY, userId, { ...readKept<Record<string, NoteDraft>>(KEPT_KEY, userId), [id]: draft });
  }, [userId]);
  const keepNew = useCallback((draft: NoteDraft) => keep('new', draft), [keep]);

  const save = (id: string | null, draft: NoteDraft) => {
    // read again: another tab may have saved a note meanwhile
    const { notes: next, note } = saveNoteDraft(loadNotes(userId), id, draft);
    storeNotes(userId, next);
    setNotes(next);
    // a note the search no longer finds leaves the list: the focus goes to 'make a note', as after a delete
    if (searched.matches(note)) setSavedId(note.id);
    else refocusMake.current = true;
    if (id === null) setMaking(false);
    drop(id ?? 'new');
    toast(NOTE_SAVED);
  };

  const remove = () => {
    if (!deleting) return;
    const next = loadNotes(userId).filter((n) => n.id !== deleting.id);
    storeNotes(userId, next);
    setNotes(next);
    toast(MESSAGES.removedNamed(deleting.title));
    refocusMake.current = true;
    setDeleting(null);
  };

  return (
    <div className="notes-tab">
      <p className="muted notes-tab__intro">Notes stay in this browser only.</p>
      {restored && <p role="status">{NOTES_RESTORED}</p>}
      <button ref={makeButton} type="button" className="btn btn--primary notes-tab__make" onClick={() => setMaking(true)} disabled={making}>make a note</button>
      {notes.length === 0 && !making && <EmptyState title={MESSAGES.nopeDot}><p>No notes yet.</p></EmptyState>}
      {(making || searched.shown.length > 0) && (
        <ul className="notes-tab__list" aria-label="Notes">
          {making && (
            <NoteCard
              note={null}
              defaultTitle={defaultNoteTitle(notes.length)}
              onSave={(draft) => save(null, draft)}
              onCancel={() => { refocusMake.current = true; setMaking(false); drop('new'); }}
              kept={kept.new}
              onKeep={keepNew}
            />
          )}
          {searched.shown.map((note) => (
            // a saved note starts again from what was saved, in view mode
            <NoteCard
              key={`${note.id}:${note.date}`}
              note={note}
              defaultTitle={defaultNoteTitle(notes.length - 1 - notes.indexOf(note))}
              onSave={(draft) => save(note.id, draft)}
              onDelete={() => setDeleting(note)}
              takeFocus={note.id === savedId}
              kept={kept[note.id]}
              onKeep={(draft) => keep(note.id, draft)}
            />
          ))}
        </ul>
      )}
      {notes.length > 0 && <SearchOutcome searched={searched} noun="notes" />}
      <ConfirmDialog
        open={deleting !== null}
        title={MESSAGES.confirmDelete(deleting?.title ?? '')}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
