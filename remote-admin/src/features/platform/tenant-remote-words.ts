/** A tenant's remotes in words: what it gets of each, and the versions it may be given. */
import type { PlatformRemote, TenantRemote } from '@console/shared/contracts';
import type { AdminT } from '../../i18n/catalogue';

/** What a tenant gets of a remote, in words: "1.2.0 (current)", "1.1.0 (pinned)", "Not enabled". */
export function getsText(t: AdminT, remote: TenantRemote): string {
  if (!remote.enabled) return t('tenants.gets.notEnabled');
  if (remote.gets === null) return t('tenants.gets.none');
  return t(remote.pin === '*' ? 'tenants.gets.current' : 'tenants.gets.pinned', { version: remote.gets });
}

/** The choices of a version: the current one, else a version not withdrawn (pinned). */
export function versionOptions(t: AdminT, remote: PlatformRemote | undefined, pin: string | null) {
  const current = remote?.current;
  const versions = (remote?.versions ?? []).filter((v) => v.status === 'available' || v.version === pin);
  return [
    {
      value: '*',
      label: current ? t('tenants.version.current', { version: current }) : t('tenants.version.currentBare'),
    },
    ...versions.map((v) => ({
      value: v.version,
      label:
        t('tenants.version.pinned', { version: v.version }) +
        (v.status === 'withdrawn' ? t('tenants.version.withdrawn') : ''),
    })),
  ];
}
