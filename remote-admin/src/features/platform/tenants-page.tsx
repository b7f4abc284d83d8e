/**
 * Tenants (`/platform/tenants`): each tenant by module id — name, licence expiry, the words it
 * renames, and per remote whether it is enabled, the version it gets (the current one or a pin)
 * and the version it had before. Edit changes the name, extends the licence and sets the words;
 * a remote's button opens its choice for that tenant: enabled or not, current or a pinned version.
 */
import { formatDay } from '@console/shared';
import {
  type PlatformTenant,
  type PlatformTenantBody,
  type RemoteName,
  type TenantLabels,
  type TenantRemote,
} from '@console/shared/contracts';
import {
  Button,
  Checkbox,
  FormDialog,
  PageHeader,
  SelectField,
  Stack,
  Text,
  TextField,
  type DataTableColumn,
} from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useField } from 'formik';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { catalogue, type AdminKey, type AdminT } from '../../i18n/catalogue';
import { platformRemotesQuery } from './api/list-platform-remotes';
import { platformTenantsQuery } from './api/list-platform-tenants';
import { useSetTenantRemote } from './api/set-tenant-remote';
import { useUpdatePlatformTenant } from './api/update-platform-tenant';
import { orDash, QueryTable } from './query-table';
import { getsText, versionOptions } from './tenant-remote-words';

/** The words a tenant may rename, in the order the Edit dialog shows them. */
const LABEL_FIELDS: { key: keyof TenantLabels; label: AdminKey }[] = [
  { key: 'customer', label: 'tenants.label.customer' },
  { key: 'customers', label: 'tenants.label.customers' },
  { key: 'transaction', label: 'tenants.label.transaction' },
  { key: 'transactions', label: 'tenants.label.transactions' },
  { key: 'peopleSection', label: 'tenants.label.peopleSection' },
  { key: 'transactionsSection', label: 'tenants.label.transactionsSection' },
];

export default function TenantsPage() {
  const t = catalogue.useT();
  const tenants = useQuery(platformTenantsQuery());
  const [editing, setEditing] = useState<PlatformTenant | null>(null);
  const [choosing, setChoosing] = useState<{ tenant: PlatformTenant; remote: TenantRemote } | null>(null);
  const columns = useMemo(
    () => tenantColumns(t, { onEdit: setEditing, onRemote: (tenant, remote) => setChoosing({ tenant, remote }) }),
    [t],
  );
  return (
    <>
      <PageHeader title={t('tenants.title')} subtitle={t('tenants.subtitle')} />
      <QueryTable query={tenants} columns={columns} caption={t('tenants.title')} emptyText={t('tenants.empty')} />
      {editing && <EditTenantDialog key={editing.id} tenant={editing} onClose={() => setEditing(null)} />}
      {choosing && (
        <TenantRemoteDialog
          key={`${choosing.tenant.id}-${choosing.remote.name}`}
          tenant={choosing.tenant}
          remote={choosing.remote}
          onClose={() => setChoosing(null)}
        />
      )}
    </>
  );
}

/** Built at render with the page's `t`, so the headers follow the language. */
function tenantColumns(
  t: AdminT,
  {
    onEdit,
    onRemote,
  }: {
    onEdit(tenant: PlatformTenant): void;
    onRemote(tenant: PlatformTenant, remote: TenantRemote): void;
  },
): DataTableColumn<PlatformTenant>[] {
  return [
    { id: 'id', header: t('tenants.column.moduleId'), cell: ({ row }) => row.original.id },
    { id: 'name', header: t('common.name'), cell: ({ row }) => row.original.name },
    {
      id: 'licence',
      header: t('tenants.column.licence'),
      // The last day it opens, as the Edit dialog sets it (the end of that day, UTC).
      cell: ({ row }) =>
        row.original.licence_expires_at ? formatDay(row.original.licence_expires_at.slice(0, 10)) : t('common.never'),
    },
    {
      id: 'labels',
      header: t('tenants.column.words'),
      cell: ({ row }) => {
        const renamed = Object.entries(row.original.labels).filter(([, value]) => value);
        return renamed.length === 0 ? '--' : renamed.map(([key, value]) => `${key}: ${value}`).join(', ');
      },
    },
    {
      id: 'remotes',
      header: t('tenants.column.remotes'),
      meta: { maxW: '28rem' },
      cell: ({ row }) => (
        <Stack gap="1" align="flex-start">
          {row.original.remotes.map((remote) => (
            <Button
              key={remote.name}
              size="xs"
              variant="ghost"
              h="auto"
              py="1"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
              aria-label={t('tenants.remoteLabel', {
                remote: remote.name,
                tenant: row.original.name,
                gets: getsText(t, remote),
                before: remote.before ? t('tenants.remoteBefore', { version: remote.before }) : '',
              })}
              onClick={() => onRemote(row.original, remote)}
            >
              <Text as="span" fontWeight="medium">
                {remote.name}
              </Text>
              <Text as="span">{getsText(t, remote)}</Text>
              {remote.before && (
                <Text as="span" color="fg.muted">
                  {t('tenants.hadBefore', { version: remote.before })}
                </Text>
              )}
            </Button>
          ))}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('common.action'),
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={t('tenants.editLabel', { name: row.original.name })}
          onClick={() => onEdit(row.original)}
        >
          {t('common.edit')}
        </Button>
      ),
    },
  ];
}

interface TenantValues {
  name: string;
  /** YYYY-MM-DD, or empty: never expires. */
  licence: string;
  labels: Record<keyof TenantLabels, string>;
}

const tenantSchema = object({
  name: string()
    .trim()
    .required(() => catalogue.t('tenants.enterName'))
    .max(80, () => catalogue.t('common.atMost80')),
  licence: string().matches(/^(\d{4}-\d{2}-\d{2})?$/, () => catalogue.t('tenants.enterDate')),
  labels: object(
    Object.fromEntries(
      LABEL_FIELDS.map(({ key }) => [
        key,
        string()
          .trim()
          .max(80, () => catalogue.t('common.atMost80')),
      ]),
    ),
  ),
});

/** The expiry at the end of the chosen day, UTC; empty: never expires. */
export function licenceBody(day: string): string | null {
  return day ? `${day}T23:59:59.000Z` : null;
}

/** The edit's body: the name, the licence, and the words renamed (a word left empty reads the default). */
export function tenantBody(values: TenantValues): PlatformTenantBody {
  const labels = Object.fromEntries(
    Object.entries(values.labels)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  return { name: values.name.trim(), licence_expires_at: licenceBody(values.licence), labels };
}

function EditTenantDialog({ tenant, onClose }: { tenant: PlatformTenant; onClose(): void }) {
  const t = catalogue.useT();
  const update = useUpdatePlatformTenant();
  const initialValues: TenantValues = {
    name: tenant.name,
    licence: tenant.licence_expires_at?.slice(0, 10) ?? '',
    labels: Object.fromEntries(
      LABEL_FIELDS.map(({ key }) => [key, tenant.labels[key] ?? '']),
    ) as TenantValues['labels'],
  };
  return (
    <FormDialog
      open
      onClose={() => {
        update.reset();
        onClose();
      }}
      title={t('tenants.editTitle', { name: tenant.name, id: tenant.id })}
      call={update}
      record
      initialValues={initialValues}
      validationSchema={tenantSchema}
      onSubmit={(values) => update.mutateAsync({ id: tenant.id, body: tenantBody(values) })}
      submitLabel={t('common.save')}
    >
      <TextField name="name" label={t('common.name')} required autoComplete="off" />
      <TextField name="licence" label={t('tenants.licence')} type="date" helperText={t('tenants.licenceHelp')} />
      <Text fontWeight="medium">{t('tenants.words')}</Text>
      {LABEL_FIELDS.map(({ key, label }) => (
        <TextField key={key} name={`labels.${key}`} label={t(label)} autoComplete="off" />
      ))}
    </FormDialog>
  );
}

function EnabledField({ remote }: { remote: string }) {
  const t = catalogue.useT();
  const [field, , helpers] = useField<boolean>('enabled');
  return (
    <Checkbox.Root checked={field.value} onCheckedChange={(e) => void helpers.setValue(e.checked === true)}>
      <Checkbox.HiddenInput name="enabled" />
      <Checkbox.Control />
      <Checkbox.Label>{t('tenants.enabled', { remote })}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function TenantRemoteDialog({
  tenant,
  remote,
  onClose,
}: {
  tenant: PlatformTenant;
  remote: TenantRemote;
  onClose(): void;
}) {
  const t = catalogue.useT();
  const setRemote = useSetTenantRemote();
  const remotes = useQuery(platformRemotesQuery());
  const options = versionOptions(
    t,
    remotes.data?.find((r) => r.name === remote.name),
    remote.pin,
  );
  return (
    <FormDialog
      open
      onClose={() => {
        setRemote.reset();
        onClose();
      }}
      title={t('tenants.remoteTitle', { remote: remote.name, tenant: tenant.name })}
      call={setRemote}
      record
      initialValues={{ enabled: remote.enabled, pin: remote.pin ?? '*' }}
      onSubmit={({ enabled, pin }) =>
        setRemote.mutateAsync({ id: tenant.id, remote: remote.name as RemoteName, body: { enabled, pin } })
      }
      submitLabel={t('common.save')}
    >
      <Text>{t('tenants.remoteText', { gets: getsText(t, remote), before: orDash(remote.before) })}</Text>
      <EnabledField remote={remote.name} />
      {remotes.isPending ? (
        <Text color="fg.muted">{t('tenants.loadingVersions')}</Text>
      ) : (
        <SelectField name="pin" label={t('common.version')} options={options} />
      )}
    </FormDialog>
  );
}
