import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ChartBoundaryProps {
  children: ReactNode;
  /** What the reader sees instead, e.g. "The chart could not be drawn. The table above has…". */
  fallback: string;
  /** Logged with the error: which chart failed. */
  name: string;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a broken chart from blanking its page (each chart and widget gets an error boundary of
 * its own); the figures are always also shown in text beside it.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.name} failed to draw.`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="text-sm text-slate-600">
          {this.props.fallback}
        </p>
      );
    }
    return this.props.children;
  }
}
