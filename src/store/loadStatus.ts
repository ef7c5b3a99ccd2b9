// A load's status, and what the reducers and screens ask of it (the user's data; the saved recipes and form
// options use the same names without 'refreshing').

/** 'refreshing' is a load after a first success: what is shown stays, with no spinner. */
export type LoadStatus = 'idle' | 'pending' | 'refreshing' | 'succeeded' | 'failed';

/** a load is on its way: another is not sent */
export const isLoading = (status: LoadStatus) => status === 'pending' || status === 'refreshing';

/** what is held came from the server in this session */
export const hasLoaded = (status: LoadStatus) => status === 'succeeded' || status === 'refreshing';

/** nothing more to wait for: loaded, or failed */
export const isSettled = (status: LoadStatus) => hasLoaded(status) || status === 'failed';

/** what a screen shows from these loads may be out of date: one is on its way, or failed (components/Freshness) */
export const freshnessOf = (...statuses: LoadStatus[]) => ({ reading: statuses.some(isLoading), failed: statuses.includes('failed') });

/** the status a new load moves to: after a success, a refresh that keeps what is shown */
export const nextLoading = (status: LoadStatus): LoadStatus => (hasLoaded(status) ? 'refreshing' : 'pending');

/**
 * ours: the user has nothing of their own (read from the server) but something shared with them, so a screen of
 * both opens on what is shared rather than an empty state telling them to create one (a partner who registered
 * from a share's invitation)
 */
export const onlyShared = (ownStatus: LoadStatus, own: number, shared: number) => hasLoaded(ownStatus) && own === 0 && shared > 0;
