// SPEC §2: ?cookmode=true on a recipe's address is its cook mode (a verified recipe's, and ours, an own one's and an
// imported one's). The recipe's page and its cook mode are separate features (a feature never imports another), so
// the route chooses; cook mode, the rarer start, loads as a chunk of its own where the page's chunk does not hold it.
import { Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../components/Spinner';

/** ?cookmode=true (or a bare ?cookmode) turns cook mode on; false or 0 leaves it off. */
export function isCookMode(params: URLSearchParams): boolean {
  const value = params.get('cookmode');
  return value !== null && value !== 'false' && value !== '0';
}

/** A recipe's route: its `Page`, or with ?cookmode its `Cook` mode, with a spinner while a lazy one is `loading`. */
export function withCookMode(Page: ComponentType, Cook: ComponentType, loading: string): ComponentType {
  return function CookModeRoute() {
    const [params] = useSearchParams();
    return <Suspense fallback={<Spinner label={loading} />}>{isCookMode(params) ? <Cook /> : <Page />}</Suspense>;
  };
}
