/**
 * The shell's calm notices above the page: a remote with a new version ("A new version of People
 * is available — Reload"), and the tab's diagnosis overrides while they are in force (with Clear).
 * Neither interrupts: the page under them keeps working.
 */
import { DEFAULT_LABELS, useTenantStore } from '@console/shared';
import type { TenantLabels } from '@console/shared/contracts';
import { Alert, Button, Stack } from '@console/shared/ui';
import { useEffect } from 'react';
import { useRegistryStore } from '../../federation/registry-store';
import { watchRegistry } from '../../federation/registry-watch';
import { clearOverrides, type RemoteOverrides } from '../../federation/remote-overrides';

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

export function ConsoleBanners({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const updates = useRegistryStore((s) => s.updates);
  const overrides = useRegistryStore((s) => s.overrides);
  const checkForUpdates = useRegistryStore((s) => s.checkForUpdates);
  const labels = useTenantStore((s) => s.labels);
  useEffect(() => watchRegistry(() => void checkForUpdates()), [checkForUpdates]);
  if (updates.length === 0 && !overrides) return null;
  return (
    <Stack gap="0">
      {updates.map((remote) => (
        <Alert.Root key={remote} status="info" role="status" borderRadius="0" py="2" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">A new version of {remoteNoun(remote, labels)} is available</Alert.Title>
          <Button size="xs" colorPalette="blue" onClick={reload}>
            Reload
          </Button>
        </Alert.Root>
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
