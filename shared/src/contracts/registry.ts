import { Type, type Static } from 'typebox';

export const REMOTE_NAMES = ['remote-people', 'remote-touchpoints', 'remote-transactions', 'remote-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Words and titles a tenant renames. */
export const TenantLabels = Type.Object({
  customer: Type.String(),
  customers: Type.String(),
  transaction: Type.String(),
  transactions: Type.String(),
  peopleSection: Type.String(),
  transactionsSection: Type.String(),
});
export type TenantLabels = Static<typeof TenantLabels>;

export { DEFAULT_LABELS } from './labels';

export const RemoteEntry = Type.Object({
  name: Type.String(),
  manifestUrl: Type.String(),
  version: Type.String(),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

/** What the console boots from: the tenant's name, nouns, zone and the remotes it gets. */
export const ConsoleRegistry = Type.Object({
  module_id: Type.Integer(),
  tenant_name: Type.String(),
  labels: TenantLabels,
  /** The zone the tenant's times are read in (IANA, e.g. Asia/Kolkata): every screen shows it. */
  time_zone: Type.String(),
  remotes: Type.Array(RemoteEntry),
});
export type ConsoleRegistry = Static<typeof ConsoleRegistry>;

export const RegistryResponse = Type.Object({ data: ConsoleRegistry });
export type RegistryResponse = Static<typeof RegistryResponse>;
