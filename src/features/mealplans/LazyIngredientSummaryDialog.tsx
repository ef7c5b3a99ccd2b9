// A plan's 'Ingredient Summary' dialog as a plan's menu and the diary's open it: its code (the plan's check, the list
// and store forms) loads the first time it is opened, and it stays in the page from then on, so it closes as a dialog
// does (its focus handed back).
import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { importWithRetry } from '../../lib/lazyWithRetry';
import type { IngredientSummaryDialog as Loaded } from './IngredientSummaryDialog';

const IngredientSummaryDialog = lazy(() => importWithRetry(() => import('./IngredientSummaryDialog')).then((module) => ({ default: module.IngredientSummaryDialog })));

export function LazyIngredientSummaryDialog(props: ComponentProps<typeof Loaded>) {
  const wanted = useOpenedOnce(props.open);
  return wanted ? <Suspense fallback={null}><IngredientSummaryDialog {...props} /></Suspense> : null;
}
