import { Component, type ReactNode } from 'react';

export interface PageBoundaryProps {
  /** What to show instead of a page that failed, with a way to try again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failing page (a chunk that did not download, a render error) inside its frame: the
 * menu and the close button stay, and the user can try again. Give it the page as `key` so
 * another page starts without the failure.
 */
export class PageBoundary extends Component<PageBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
