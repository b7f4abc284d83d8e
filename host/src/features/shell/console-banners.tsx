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
import { catalogue } from '../../i18n/catalogue';
import { watchRegistry } from '../../federation/registry-watch';
import { clearOverrides, type RemoteOverrides } from '../../federation/remote-overrides';
import { reloadPage } from '../errors/stale-build';
import { NewVersionNotice } from './new-version-notice';

type Say = typeof catalogue.t;

/**
 * A remote's section in the tenant's words and the shown language: People, Touchpoints,
 * Transactions, Administration.
 */
export function remoteNoun(remote: string, labels: TenantLabels, t: Say = catalogue.t): string {
  switch (remote) {
    case 'remote-people':
      return labels.peopleSection === DEFAULT_LABELS.peopleSection ? t('notices.remote.people') : labels.peopleSection;
    case 'remote-transactions':
      return labels.transactionsSection === DEFAULT_LABELS.transactionsSection
        ? t('notices.remote.transactions')
        : labels.transactionsSection;
    case 'remote-touchpoints':
      return t('notices.remote.touchpoints');
    case 'remote-admin':
      return t('notices.remote.admin');
    default:
      return remote;
  }
}

function overridesText(overrides: RemoteOverrides, labels: TenantLabels, t: Say): string {
  const parts = [
    ...overrides.disabled.map((name) =>
      t('notices.switchedOff', { section: remoteNoun(name, labels, t), remote: name }),
    ),
    ...Object.entries(overrides.manifests).map(([name, url]) =>
      t('notices.loadedFrom', { section: remoteNoun(name, labels, t), remote: name, url }),
    ),
  ];
  return t('notices.diagnosis', { parts: parts.join('; ') });
}

/** The offline notice in English (the catalogue's `notices.offline`). */
export const OFFLINE_NOTICE = catalogue.messages.en['notices.offline'];

export function ConsoleBanners({ reload = reloadPage }: { reload?: () => void }) {
  const online = useOnline();
  const updates = useRegistryStore((s) => s.updates);
  const overrides = useRegistryStore((s) => s.overrides);
  const checkForUpdates = useRegistryStore((s) => s.checkForUpdates);
  const labels = useTenantStore((s) => s.labels);
  const t = catalogue.useT();
  useEffect(() => watchRegistry(() => void checkForUpdates()), [checkForUpdates]);
  if (online && updates.length === 0 && !overrides) return null;
  return (
    <Stack gap="0">
      {!online && (
        <Alert.Root status="warning" role="status" borderRadius="0" py="2" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('notices.offline')}</Alert.Title>
        </Alert.Root>
      )}
      {updates.map((remote) => (
        <NewVersionNotice key={remote} reload={reload}>
          {t('notices.newVersionOf', { section: remoteNoun(remote, labels, t) })}
        </NewVersionNotice>
      ))}
      {overrides && (
        <Alert.Root status="warning" role="status" borderRadius="0" py="2" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1" data-testid="override-banner">
            {overridesText(overrides, labels, t)}
          </Alert.Title>
          <Button size="xs" variant="outline" onClick={() => clearOverrides()}>
            {t('notices.clear')}
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}
