import { Component, type ErrorInfo, type ReactNode } from "react";
import { CrashView } from "@/components/states/crash-view";
import { logClientError } from "@/lib/client-errors";

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Keeps a tab's failure (its code did not load, or it crashed) inside the tab, with a retry that
 * renders it again: the other tabs go on working. The failure is logged to /log/report
 * (src/lib/client-errors.ts).
 */
export class TabBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("console tab failed", error, info.componentStack);
    logClientError(error, "render");
  }

  override render() {
    if (this.state.error !== undefined) {
      return (
        <CrashView
          onRetry={() => this.setState((old) => ({ error: undefined, attempt: old.attempt + 1 }))}
        />
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
