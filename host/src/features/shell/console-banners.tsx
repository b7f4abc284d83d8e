/**
 * The shell's calm notices above the page: the browser being offline (calls wait and are sent when
 * the connection returns), a remote with a new version ("A new version of People is available —
 * Reload"), and the tab's diagnosis overrides while they are in force (with Clear). None
 * interrupts: the page under them keeps working.
 */
import { DEFAULT_LABELS, useOnline, useTenantStore } from '@console/shared';
import type { TenantLabels } from '@console/shared/contracts';
import { Alert, Button, Stack } from '@console/shared/ui';
import { useEffect } from 'react';
import { useRegistryStore } from '../../federation/registry-store';
import { watchRegistry } from '../../federation/registry-watch';
import { clearOverrides, type RemoteOverrides } from '../../federation/remote-overrides';
import { reloadPage } from '../errors/stale-build';
import { NewVersionNotice } from './new-version-notice';

/** A remote's section in the tenant's words: People, Touchpoints, Transactions, Administration. */
export function remoteNoun(remote: string, labels: TenantLabels): string {
  switch (remote) {
    case 'remote-people':
      return labels.peopleSection === DEFAULT_LABELS.peopleSection ? 'People' : labels.peopleSection;
    case 'remote-transactions':
      return labels.transactionsSection;
    case 'remote-touchpoints':
      return 'Touchpoints';
    case 'remote-admin':
      return 'Administration';
    default:
      return remote;
  }
}

function overridesText(overrides: RemoteOverrides, labels: TenantLabels): string {
  const parts = [
    ...overrides.disabled.map((name) => `${remoteNoun(name, labels)} (${name}) switched off`),
    ...Object.entries(overrides.manifests).map(
      ([name, url]) => `${remoteNoun(name, labels)} (${name}) loaded from ${url}`,
    ),
  ];
  return `Diagnosis in this tab: ${parts.join('; ')}.`;
}

export const OFFLINE_NOTICE = 'You are offline — changes will be sent when the connection returns';

export function ConsoleBanners({ reload = reloadPage }: { reload?: () => void }) {
  const online = useOnline();
  const updates = useRegistryStore((s) => s.updates);
  const overrides = useRegistryStore((s) => s.overrides);
  const checkForUpdates = useRegistryStore((s) => s.checkForUpdates);
  const labels = useTenantStore((s) => s.labels);
  useEffect(() => watchRegistry(() => void checkForUpdates()), [checkForUpdates]);
  if (online && updates.length === 0 && !overrides) return null;
  return (
    <Stack gap="0">
      {!online && (
        <Alert.Root status="warning" role="status" borderRadius="0" py="2" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{OFFLINE_NOTICE}</Alert.Title>
        </Alert.Root>
      )}
      {updates.map((remote) => (
        <NewVersionNotice key={remote} reload={reload}>
          A new version of {remoteNoun(remote, labels)} is available
        </NewVersionNotice>
      ))}
      {overrides && (
        <Alert.Root status="warning" role="status" borderRadius="0" py="2" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1" data-testid="override-banner">
            {overridesText(overrides, labels)}
          </Alert.Title>
          <Button size="xs" variant="outline" onClick={() => clearOverrides()}>
            Clear
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}
