/**
 * A render failure anywhere in the shell shows the crash screen — unless it is code a newer build
 * replaced, which offers "A new version is available — Reload" instead.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen, NewVersionScreen } from './crash-screen';
import { reloadPage, useStaleBuild } from './stale-build';

export class CrashBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('console crashed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <CrashFallback error={this.state.error} /> : this.props.children;
  }
}

function CrashFallback({ error }: { error: unknown }) {
  const stale = useStaleBuild(error);
  // The check takes a moment (one HEAD request): nothing rather than the wrong screen meanwhile.
  if (stale === 'checking') return null;
  return stale ? <NewVersionScreen reload={reloadPage} /> : <CrashScreen />;
}
