/** The Remotes page's table of one remote's versions, with what the platform may do to each. */
import { formatDate } from '@console/shared';
import type { PlatformRemote, RemoteVersion } from '@console/shared/contracts';
import { Button, HStack, StatusBadge, Text, type DataTableColumn } from '@console/shared/ui';
import type { AdminT } from '../../i18n/catalogue';

/** The questions the page asks before each change. */
export type Ask = {
  current(remote: PlatformRemote, v: RemoteVersion): void;
  withdraw(remote: PlatformRemote, v: RemoteVersion): void;
  rollBack(remote: PlatformRemote): void;
  disabled(remote: PlatformRemote): void;
};

/** Built at render with the card's `t`, so the headers follow the language. */
export function versionColumns(
  t: AdminT,
  remote: PlatformRemote | null,
  ask: Ask,
  onRollout: (v: RemoteVersion) => void = () => undefined,
): DataTableColumn<RemoteVersion>[] {
  return [
    {
      id: 'version',
      header: t('common.version'),
      cell: ({ row }) => (
        <HStack gap="2">
          <Text fontWeight="medium">{row.original.version}</Text>
          {remote?.current === row.original.version && (
            <StatusBadge colorPalette="green">{t('remotes.current')}</StatusBadge>
          )}
          {remote?.previous === row.original.version && (
            <StatusBadge colorPalette="gray">{t('remotes.previous')}</StatusBadge>
          )}
        </HStack>
      ),
    },
    {
      id: 'status',
      header: t('common.status'),
      cell: ({ row }) =>
        row.original.status === 'withdrawn' ? (
          <StatusBadge colorPalette="red">{t('remotes.withdrawn')}</StatusBadge>
        ) : (
          <StatusBadge colorPalette="blue">{t('remotes.available')}</StatusBadge>
        ),
    },
    {
      id: 'published',
      header: t('remotes.published'),
      cell: ({ row }) => (
        <>
          {formatDate(row.original.published_at)}
          <Text fontSize="xs" color="fg.muted">
            {t('remotes.by', { name: row.original.published_by })}
          </Text>
        </>
      ),
    },
    { id: 'shared', header: t('remotes.consoleRange'), cell: ({ row }) => row.original.shared_range },
    {
      id: 'pinned',
      header: t('remotes.pinnedBy'),
      cell: ({ row }) => (row.original.pinned_by === 0 ? '--' : t.plural('remotes.tenants', row.original.pinned_by)),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => {
        const v = row.original;
        if (!remote || v.status === 'withdrawn') return null;
        const current = remote.current === v.version;
        return (
          <HStack gap="1">
            {!current && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => ask.current(remote, v)}
                aria-label={t('remotes.makeCurrentLabel', { version: v.version })}
              >
                {t('remotes.makeCurrent')}
              </Button>
            )}
            {!current && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => onRollout(v)}
                aria-label={t('remotes.rollOutLabel', { version: v.version })}
              >
                {t('remotes.rollOutMenu')}
              </Button>
            )}
            {!current && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => ask.withdraw(remote, v)}
                aria-label={t('remotes.withdrawLabel', { version: v.version })}
              >
                {t('remotes.withdraw')}
              </Button>
            )}
          </HStack>
        );
      },
    },
  ];
}
