import { Component, type ErrorInfo, type ReactNode } from "react";

interface OptionalPartProps {
  /** Names the part in the log line, e.g. "testimonials". */
  name: string;
  children: ReactNode;
  /** What stands in its place; nothing by default. */
  fallback?: ReactNode;
}

/**
 * An error boundary around a part of a page the page can live without (reviews, a map, a provider frame,
 * a carousel, the open-now line): if it throws while rendering, it gives way to `fallback` and the rest of
 * the page stays. The router's error screen is left for a route that cannot render at all.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} failed and is left out of the page`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
