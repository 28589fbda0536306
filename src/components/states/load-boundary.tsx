import { Component, type ReactNode } from "react";

interface LoadBoundaryProps {
  /**
   * The part, made when the boundary renders: after a retry it must name the fresh lazy()
   * component, which an element made earlier by the parent would not.
   */
  children: () => ReactNode;
  /** What stands in the part's place when its code failed to load; `retry` tries again. */
  failed(retry: () => void, error: unknown): ReactNode;
  /** Before a retry: a rejected lazy() stays rejected, so the caller makes a fresh one here. */
  onRetry(): void;
}

/**
 * Around a part of a page whose code loads after the first render (a lazy() component): when that
 * code does not arrive (offline, a new deployment), the part alone shows `failed` with a Retry,
 * and the rest of the page stays, instead of the route's error page.
 */
export class LoadBoundary extends Component<
  LoadBoundaryProps,
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children();
    return this.props.failed(() => {
      this.props.onRetry();
      this.setState({ error: null, failed: false });
    }, this.state.error);
  }
}
