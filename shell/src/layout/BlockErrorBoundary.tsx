import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link BlockErrorBoundary}. */
export interface BlockErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the failed block; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
}

interface BlockErrorBoundaryState {
  failed: boolean;
}

/**
 * Confines a failure (a chunk that did not download, a render error) to one block of the
 * page, so the rest of the layout keeps working.
 */
export class BlockErrorBoundary extends Component<
  BlockErrorBoundaryProps,
  BlockErrorBoundaryState
> {
  override state: BlockErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): BlockErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A block of the page failed', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
