import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useAppText } from '../../i18n/AppLocale';
import { componentText } from '../componentText';

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
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}

/** What the boundary shows, in the active language. */
function PageLoadError() {
  const text = useAppText(componentText);
  return (
    <main id="main" className="page-error">
      <h1>{text.routeErrorTitle}</h1>
      <p>{text.routeErrorHint}</p>
      <p>
        <button type="button" className="button-link button-link--primary" onClick={() => window.location.reload()}>
          {text.routeErrorReload}
        </button>{' '}
        <a className="button-link button-link--secondary" href="/">
          {text.commonGoHome}
        </a>
      </p>
    </main>
  );
}
