// SPEC §2: if rendering fails, the app shows 'Something went wrong.' instead of a blank screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isAppUpdated } from '../lib/lazyWithRetry';

export function ErrorScreen({ error }: { error?: unknown }) {
  // a part that is gone because a newer version was deployed since the tab started: the connection is fine (ours)
  const updated = isAppUpdated(error);
  const chunkFailed = error instanceof Error && error.name === 'ChunkLoadError';
  return (
    <div className="error-screen" role="alert">
      <h1>{updated ? 'Larder has been updated.' : 'Something went wrong.'}</h1>
      <p>
        {updated ? 'Reload to carry on with the new version. Nothing you saved is lost.'
          : chunkFailed ? 'A part of Larder could not be loaded. Check your connection, then reload.' : 'Reload the page to carry on. Nothing you saved is lost.'}
      </p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>Reload</button>
    </div>
  );
}

/** For errors thrown while a route renders or its code loads: shown in its place until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}

interface Props {
  children: ReactNode;
  /** the router's location: a move to another one tries the children again */
  location?: unknown;
}

/** For errors outside the router (the providers themselves), and in a route (RouteErrorBoundary). */
export class ErrorBoundary extends Component<Props, { error: unknown; location: unknown }> {
  override state = { error: null as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { location: unknown }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
