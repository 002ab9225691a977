import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link RemoteErrorBoundary}. */
export interface RemoteErrorBoundaryProps {
  /** What to show instead of a failed subtree. */
  fallback: (error: unknown) => ReactNode;
  /** Told of each failure caught (field data, ADR 0030). */
  onCatch?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering, so the rest of the page keeps
 * working. Remount it (new key) to try again.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A remote area failed', error, info.componentStack);
    this.props.onCatch?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
