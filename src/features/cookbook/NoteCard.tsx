// One note (SPEC §2, §4): a view/edit toggle; in edit mode a title (letters, digits and spaces; empty becomes
// 'note N') and the content, whose markup is stripped as typed. Saving is refused with the reason while tags,
// handlers, javascript: or script remain. Content is shown as text, never as HTML.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Note } from '../../../contract/entities';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../lib/dates';
import { onSessionEnd } from '../../lib/sessionEnd';
import { NOTE_CONTENT_MAX, NOTE_TITLE_LIMIT, NOTE_TOO_LONG, noteDraftErrors, noteLength, noteTitleError, stripNoteMarkup, type NoteDraft } from '../../lib/notes';

interface Props {
  /** null for a note being made, not saved yet */
  note: Note | null;
  /** the title an empty one becomes */
  defaultTitle: string;
  onSave: (draft: NoteDraft) => void;
  /** a saved note: delete it (after a confirmation) */
  onDelete?: () => void;
  /** a note being made: drop it */
  onCancel?: () => void;
  /** just saved: its edit button takes the focus, which the form had */
  takeFocus?: boolean;
  /** what was being typed here when the last session ended: the card opens in edit mode with it */
  kept?: NoteDraft;
  /** the session ends while this card holds unsaved changes: keep them for the same user's next sign-in */
  onKeep: (draft: NoteDraft) => void;
}

export function NoteCard({ note, defaultTitle, onSave, onDelete, onCancel, takeFocus = false, kept, onKeep }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(note === null || kept !== undefined);
  const [draft, setDraft] = useState<NoteDraft>(kept ?? { title: note?.title ?? '', content: note?.content ?? '' });
  const [contentError, setContentError] = useState<string | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  // a note opened for editing (or just made) takes the focus
  useEffect(() => {
    if (editing) titleInput.current?.focus();
  }, [editing]);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) editButton.current?.focus();
  }, [takeFocus]);
  const titleError = noteTitleError(draft.title);
  // too long is said as it happens (a paste past the bound), the other reasons when saving
  const shownContentError = contentError ?? (draft.content.length > NOTE_CONTENT_MAX ? NOTE_TOO_LONG : null);
  const length = noteLength(draft.content);
  const heading = note?.title ?? 'New note';
  const changed = note === null || draft.title !== note.title || draft.content !== note.content;
  const unsaved = editing && (note ? changed : draft.title !== '' || draft.content !== '');
  useEffect(() => (unsaved ? onSessionEnd(() => onKeep(draft)) : undefined), [unsaved, draft, onKeep]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = noteDraftErrors(draft);
    setContentError(found.content ?? null);
    if (found.title || found.content) return;
    onSave(draft);
  };

  return (
    <li className="note-card">
      <article aria-labelledby={`${id}-title`}>
        <header className="note-card__header">
          <h2 id={`${id}-title`} className="note-card__title">{heading}</h2>
          {note && (
            <button ref={editButton} type="button" className="btn btn--ghost" aria-pressed={editing} aria-label={`Edit ${note.title}`} onClick={() => setEditing((e) => !e)}>
              edit
            </button>
          )}
        </header>
        {note && <p className="note-card__date">saved <time dateTime={note.date}>{formatDate(note.date)}</time>{editing && changed && ' · unsaved changes'}</p>}
        {!editing && note && (note.content ? <p className="note-card__content">{note.content}</p> : <p className="muted">This note is empty.</p>)}
        {editing && (
          <form className="note-card__form" onSubmit={save} noValidate>
            <TextField
              ref={titleInput}
              label="Title"
              value={draft.title}
              limit={NOTE_TITLE_LIMIT}
              error={titleError}
              placeholder={defaultTitle}
              autoComplete="off"
              onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
            />
            <div className="field">
              <label htmlFor={`${id}-c`} className="field__label">Note</label>
              <textarea
                id={`${id}-c`}
                className="field__input note-card__text"
                rows={5}
                value={draft.content}
                onChange={(e) => {
                  const content = stripNoteMarkup(e.target.value);
                  setDraft((d) => ({ ...d, content }));
                  setContentError(null);
                }}
                aria-invalid={shownContentError ? true : undefined}
                aria-describedby={shownContentError ? `${id}-ce ${id}-ch` : `${id}-ch`}
              />
              <p id={`${id}-ch`} className="field__hint">Plain text: HTML is removed as you type.{length && ` ${length}.`}</p>
              {shownContentError && <p id={`${id}-ce`} className="field__error" role="alert">{shownContentError}</p>}
            </div>
            <div className="note-card__actions">
              {onDelete && <button type="button" className="btn btn--ghost" onClick={onDelete}>delete</button>}
              {onCancel && <button type="button" className="btn btn--ghost" onClick={onCancel}>cancel</button>}
              <button type="submit" className="btn btn--primary" disabled={Boolean(titleError) || !changed}>save</button>
            </div>
          </form>
        )}
      </article>
    </li>
  );
}
