import React from "react";
import { CONTENT_ERROR_TEXT } from "../../constants";

interface State {
  error: Error | null;
}

/** A page that fails to render shows a calm message and a way to try again, never a blank page. */
export class ContentErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.warn("Page content failed to render:", error.message);
  }

  render(): React.ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" style={{ padding: "var(--space-8)", textAlign: "center" }}>
        <p>{CONTENT_ERROR_TEXT}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }
}
