// A session that ends under a screen (SPEC §4: any 401 leaves for /login) takes with it what the screen holds
// unsaved, unless the screen keeps it for the same user's next sign-in. app/session.ts tells the screens that asked
// here just before it leaves; lists and stores need not ask (their edits wait in the outbox).

const keepers = new Set<() => void>();

/** `keep` runs when the session ends under the screen; returns what stops it (for an effect's cleanup). */
export function onSessionEnd(keep: () => void): () => void {
  keepers.add(keep);
  return () => { keepers.delete(keep); };
}

/** The session ends: each screen keeps what it holds unsaved. */
export function sessionEnds(): void {
  for (const keep of [...keepers]) keep();
}
