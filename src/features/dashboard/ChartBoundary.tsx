import { Component, type ReactNode } from 'react';

/**
 * Keeps a chart that cannot draw (no canvas or SVG measuring in this browser) from taking the
 * dashboard down: the failure is logged and a short text stands in its place.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The chart could not be drawn', error);
  }

  render() {
    return this.state.failed ? (
      <p className="text-body-secondary text-center my-5">The chart could not be drawn.</p>
    ) : (
      this.props.children
    );
  }
}
