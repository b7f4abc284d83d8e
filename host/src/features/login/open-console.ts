/**
 * Between the sign-in answer and the shell: the remote that serves the page being opened loads
 * from the answer's registry, and the page's code starts downloading, before the shell renders —
 * its first render is the console's longest task and would hold those requests back. The shell
 * waits for that remote at most `FIRST_REMOTE_WAIT_MS`; a slow remote shows its own spinner.
 */
import type { LoginResponse } from '@console/shared/contracts';
import { preloadPage } from '../../federation/preload-page';
import { useRegistryStore } from '../../federation/registry-store';

const FIRST_REMOTE_WAIT_MS = 1_500;

export async function openConsole(target: string, session: LoginResponse): Promise<void> {
  const pathname = target.split(/[?#]/)[0]!;
  const registry = useRegistryStore.getState();
  await Promise.race([
    registry.load(pathname, session.console),
    new Promise((resolve) => setTimeout(resolve, FIRST_REMOTE_WAIT_MS)),
  ]);
  const { remoteStates } = useRegistryStore.getState();
  preloadPage(pathname, { user: session.data, permissions: session.data.Role.permissions, remoteStates });
}
