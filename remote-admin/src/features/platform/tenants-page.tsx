/**
 * Tenants (`/platform/tenants`): each tenant by module id — name, licence expiry, the words it
 * renames, and per remote whether it is enabled, the version it gets (the current one or a pin)
 * and the version it had before. Edit changes the name, extends the licence and sets the words;
 * a remote's button opens its choice for that tenant: enabled or not, current or a pinned version.
 */
import { formatDay } from '@console/shared';
import {
  type PlatformRemote,
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
import { platformRemotesQuery } from './api/list-platform-remotes';
import { platformTenantsQuery } from './api/list-platform-tenants';
import { useSetTenantRemote } from './api/set-tenant-remote';
import { useUpdatePlatformTenant } from './api/update-platform-tenant';
import { orDash, QueryTable } from './query-table';

/** The words a tenant may rename, in the order the Edit dialog shows them. */
const LABEL_FIELDS: { key: keyof TenantLabels; label: string }[] = [
  { key: 'customer', label: 'A person (Customer)' },
  { key: 'customers', label: 'People (Customers)' },
  { key: 'transaction', label: 'A transaction (Transaction)' },
  { key: 'transactions', label: 'Transactions (Transactions)' },
  { key: 'peopleSection', label: 'People section (People Management)' },
  { key: 'transactionsSection', label: 'Transactions section (Transactions)' },
];

/** What a tenant gets of a remote, in words: "1.2.0 (current)", "1.1.0 (pinned)", "Not enabled". */
export function getsText(remote: TenantRemote): string {
  if (!remote.enabled) return 'Not enabled';
  if (remote.gets === null) return 'Enabled, none available';
  return `${remote.gets} (${remote.pin === '*' ? 'current' : 'pinned'})`;
}

export default function TenantsPage() {
  const tenants = useQuery(platformTenantsQuery());
  const [editing, setEditing] = useState<PlatformTenant | null>(null);
  const [choosing, setChoosing] = useState<{ tenant: PlatformTenant; remote: TenantRemote } | null>(null);
  const columns = useMemo(
    () => tenantColumns({ onEdit: setEditing, onRemote: (tenant, remote) => setChoosing({ tenant, remote }) }),
    [],
  );
  return (
    <>
      <PageHeader
        title="Tenants"
        subtitle="Each tenant's licence, words and remotes: which are enabled, the version each gets, and the one it had before."
      />
      <QueryTable query={tenants} columns={columns} caption="Tenants" emptyText="No tenants yet" />
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

function tenantColumns({
  onEdit,
  onRemote,
}: {
  onEdit(tenant: PlatformTenant): void;
  onRemote(tenant: PlatformTenant, remote: TenantRemote): void;
}): DataTableColumn<PlatformTenant>[] {
  return [
    { id: 'id', header: 'Module ID', cell: ({ row }) => row.original.id },
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
    {
      id: 'licence',
      header: 'Licence Expires',
      // The last day it opens, as the Edit dialog sets it (the end of that day, UTC).
      cell: ({ row }) =>
        row.original.licence_expires_at ? formatDay(row.original.licence_expires_at.slice(0, 10)) : 'Never',
    },
    {
      id: 'labels',
      header: 'Words',
      cell: ({ row }) => {
        const renamed = Object.entries(row.original.labels).filter(([, value]) => value);
        return renamed.length === 0 ? '--' : renamed.map(([key, value]) => `${key}: ${value}`).join(', ');
      },
    },
    {
      id: 'remotes',
      header: 'Remotes',
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
              aria-label={`${remote.name} of ${row.original.name}: ${getsText(remote)}${
                remote.before ? `, had ${remote.before} before` : ''
              }. Change`}
              onClick={() => onRemote(row.original, remote)}
            >
              <Text as="span" fontWeight="medium">
                {remote.name}
              </Text>
              <Text as="span">{getsText(remote)}</Text>
              {remote.before && (
                <Text as="span" color="fg.muted">
                  had {remote.before} before
                </Text>
              )}
            </Button>
          ))}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: 'Action',
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Edit ${row.original.name}`}
          onClick={() => onEdit(row.original)}
        >
          Edit
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
  name: string().trim().required('Enter the name').max(80, 'At most 80 characters'),
  licence: string().matches(/^(\d{4}-\d{2}-\d{2})?$/, 'Enter a date'),
  labels: object(
    Object.fromEntries(LABEL_FIELDS.map(({ key }) => [key, string().trim().max(80, 'At most 80 characters')])),
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
      title={`Edit ${tenant.name} (module ${tenant.id})`}
      call={update}
      record
      initialValues={initialValues}
      validationSchema={tenantSchema}
      onSubmit={(values) => update.mutateAsync({ id: tenant.id, body: tenantBody(values) })}
      submitLabel="Save"
    >
      <TextField name="name" label="Name" required autoComplete="off" />
      <TextField
        name="licence"
        label="Licence expires"
        type="date"
        helperText="The last day the tenant's console opens; empty: never expires."
      />
      <Text fontWeight="medium">Words (empty: the console&apos;s own)</Text>
      {LABEL_FIELDS.map(({ key, label }) => (
        <TextField key={key} name={`labels.${key}`} label={label} autoComplete="off" />
      ))}
    </FormDialog>
  );
}

function EnabledField({ remote }: { remote: string }) {
  const [field, , helpers] = useField<boolean>('enabled');
  return (
    <Checkbox.Root checked={field.value} onCheckedChange={(e) => void helpers.setValue(e.checked === true)}>
      <Checkbox.HiddenInput name="enabled" />
      <Checkbox.Control />
      <Checkbox.Label>Enabled: the tenant&apos;s console has {remote}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The choices of a version: the current one, else a version not withdrawn (pinned). */
export function versionOptions(remote: PlatformRemote | undefined, pin: string | null) {
  const current = remote?.current;
  const versions = (remote?.versions ?? []).filter((v) => v.status === 'available' || v.version === pin);
  return [
    { value: '*', label: current ? `The current version (${current})` : 'The current version' },
    ...versions.map((v) => ({
      value: v.version,
      label: `Pinned to ${v.version}${v.status === 'withdrawn' ? ' (withdrawn)' : ''}`,
    })),
  ];
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
  const setRemote = useSetTenantRemote();
  const remotes = useQuery(platformRemotesQuery());
  const options = versionOptions(
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
      title={`${remote.name} for ${tenant.name}`}
      call={setRemote}
      record
      initialValues={{ enabled: remote.enabled, pin: remote.pin ?? '*' }}
      onSubmit={({ enabled, pin }) =>
        setRemote.mutateAsync({ id: tenant.id, remote: remote.name as RemoteName, body: { enabled, pin } })
      }
      submitLabel="Save"
    >
      <Text>
        Gets now: {getsText(remote)}. Had before: {orDash(remote.before)}. A change reaches the tenant&apos;s console on
        its next load.
      </Text>
      <EnabledField remote={remote.name} />
      {remotes.isPending ? (
        <Text color="fg.muted">Loading the versions…</Text>
      ) : (
        <SelectField name="pin" label="Version" options={options} />
      )}
    </FormDialog>
  );
}
