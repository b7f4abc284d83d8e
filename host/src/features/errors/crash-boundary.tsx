/** A render failure anywhere in the shell shows the crash screen. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';

export class CrashBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('console crashed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
