// The conflict dialog (ConflictDialog), its code loaded when a conflict is first shown: a list's, a store's and a
// plan's editors draw without it, as a conflict is seldom met (the service worker keeps it for offline use).
import { lazy, Suspense, type ComponentProps } from 'react';
import { importWithRetry } from '../lib/lazyWithRetry';
import type { ConflictDialog as Loaded } from './ConflictDialog';

const ConflictDialog = lazy(() => importWithRetry(() => import('./ConflictDialog')).then((module) => ({ default: module.ConflictDialog })));

export function LazyConflictDialog(props: ComponentProps<typeof Loaded>) {
  return <Suspense fallback={null}><ConflictDialog {...props} /></Suspense>;
}
