import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Keeps a broken chart from blanking the page (CONVENTIONS §5: smaller error boundaries around
 * charts and widgets). The table beside it holds the same figures.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The rankings chart failed to draw.', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="text-sm text-slate-600">
          The chart could not be drawn. The table above has the same figures.
        </p>
      );
    }
    return this.props.children;
  }
}
