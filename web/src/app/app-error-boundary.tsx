import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Last line of defence (e.g. a page's code failed to download): a kind message and a reload. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-shell not-found" role="alert">
        <h1 className="page-shell__title">Oops, something went wrong</h1>
        <p className="page-shell__intro">Let's try that again.</p>
        <button type="button" className="btn btn--primary btn--lg" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
