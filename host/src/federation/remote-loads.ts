/**
 * The console's one reporter of remote loads (see load-reports.ts): sent with the API client,
 * flushed when the tab is hidden, dropped when the session ends.
 */
import { onSessionEnd } from '@console/shared';
import { reportRemoteLoads } from '../features/shell/api/report-remote-loads';
import { createLoadReporter, type ObservedLoad } from './load-reports';

const reporter = createLoadReporter({ send: reportRemoteLoads });

export function reportRemoteLoad(load: ObservedLoad): void {
  reporter.record(load);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
}
onSessionEnd(() => reporter.discard());
