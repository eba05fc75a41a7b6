import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Keeps a broken chart from blanking the results (CONVENTIONS §5: smaller error boundaries
 * around charts). The comparison cards above hold the same figures.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The scenario charts failed to draw.', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="text-sm text-slate-600">
          The charts could not be drawn. The comparison above has the same figures.
        </p>
      );
    }
    return this.props.children;
  }
}
