import { LoadingState } from '@salon/ui';
import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChunkLoadTimeout } from './lazyScreen';
import { RouteErrorView } from './RouteError';

interface BoundaryProps {
  /** The page's path: a navigation elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** The error boundary of the routes: what the route threw while it loaded or rendered. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <RouteError error={this.state.error} />;
  }
}

/**
 * A screen that could not load: its chunk or its texts timed out after 120 s, or the network
 * failed or a new version replaced the files (spec §7, §9). It offers a reload, which fetches the
 * current version of the portal.
 */
export function RouteError({ error }: { error: unknown }) {
  return (
    <RouteErrorView
      reason={error instanceof ChunkLoadTimeout ? 'timedOut' : 'failed'}
      onReload={() => window.location.reload()}
    />
  );
}

/**
 * Around every page under `/{lang}`: the error boundary that shows RouteError, and the loading
 * state while a page's chunk and catalog namespaces load (App.tsx: navigations are not
 * transitions, so a guard's redirect always reads the current location).
 */
export function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
