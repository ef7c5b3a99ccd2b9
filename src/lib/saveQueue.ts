// Autosave of a whole entity (ARCHITECTURE §3; SPEC §4, §9: 500 ms after a change). Saves are sequenced:
// one is in flight at a time, and only the latest value is sent next, so a slower earlier save can never land
// after (and overwrite) a later one. flush() sends at once, for when the page is hidden or left.

export interface SaveQueueState {
  /** a change is waiting to be sent */
  dirty: boolean;
  /** a save is in flight */
  saving: boolean;
  /** the last save failed with this; cleared by the next success */
  error: unknown;
  /** at least one save has succeeded */
  saved: boolean;
}

export interface SaveQueue<T> {
  /** Remember the latest value and send it once nothing has changed for the delay. */
  schedule(value: T): void;
  /** Send the latest unsent value now (after the save in flight); resolves when nothing is left to send, to
   * true when everything is saved and false when a save failed. */
  flush(): Promise<boolean>;
  /** Forget what is unsent, and its failure (the entity is gone, or its edits were given up). */
  cancel(): void;
  getState(): SaveQueueState;
}

export function createSaveQueue<T>(options: {
  delayMs: number;
  save: (value: T) => Promise<unknown>;
  onChange?: (state: SaveQueueState) => void;
}): SaveQueue<T> {
  let latest: { value: T } | null = null;
  let ready = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let state: SaveQueueState = { dirty: false, saving: false, error: null, saved: false };

  const update = (next: Partial<SaveQueueState>) => {
    state = { ...state, ...next };
    options.onChange?.(state);
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const pump = (): Promise<void> => {
    running ??= (async () => {
      while (latest && ready) {
        const { value } = latest;
        latest = null;
        ready = false;
        update({ saving: true, dirty: false });
        try {
          await options.save(value);
          update({ error: null, saved: true });
        } catch (error) {
          // keep the failed value unless a newer one arrived; the next change or flush sends it again
          latest ??= { value };
          update({ error, dirty: true });
          break;
        }
      }
    })().finally(() => {
      running = null;
      update({ saving: false, dirty: latest !== null });
    });
    return running;
  };

  return {
    schedule(value) {
      latest = { value };
      ready = false;
      clearTimer();
      update({ dirty: true });
      timer = setTimeout(() => {
        timer = null;
        ready = true;
        void pump();
      }, options.delayMs);
    },
    async flush() {
      clearTimer();
      if (latest) ready = true;
      // a save in flight ends first; the loop then sends what is left
      await pump();
      if (latest && ready) await pump();
      return latest === null && !state.error;
    },
    cancel() {
      clearTimer();
      latest = null;
      ready = false;
      // a failure was about what is now forgotten
      update({ dirty: false, error: null });
    },
    getState: () => state,
  };
}
