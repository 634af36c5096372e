import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to render or to load its code (e.g. a chunk lost after a deployment) and offers a
 * reload instead of a blank screen. Keyed by path in AppRoutes, so navigating elsewhere resets it.
 */
export class RouteErrorBoundary extends Component<{ children?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="page-error">
        <h1>This page could not be loaded</h1>
        <p>Check your connection and try again.</p>
        <p>
          <button type="button" className="button-link button-link--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>{' '}
          <a className="button-link button-link--secondary" href="/">
            Go to the home page
          </a>
        </p>
      </main>
    );
  }
}
