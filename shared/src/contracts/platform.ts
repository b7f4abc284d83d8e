/**
 * The platform console: the operator above tenants publishes remote versions (with a deploy
 * token from a team's pipeline), enables and pins remotes per tenant, rolls versions out, back
 * and off, and watches each version's loads. Every route here but publishing and the load
 * reports is the platform operator's alone (PLATFORM_ROLE_CODE).
 */
import { Type, type Static } from 'typebox';
import { DataResponse, fieldsOf, Id, Label, Nullable, OneOf, Timestamp } from './common';
import { REMOTE_NAMES, TenantLabels } from './registry';
import { LABEL } from './fields';

/** One of the four remotes, as a path's `:remote` or a body's `remote`. */
export const RemoteNameField = OneOf(REMOTE_NAMES);
/**
 * A version as a team names it (semver, `2.0.0`): the schema keeps it short and printable, and
 * publishing refuses one that is not semver with that reason.
 */
export const VersionField = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.+-]+$' });
/** A tenant's choice for a remote: `*` follows the current version, a version pins it. */
export const RemotePin = Type.String({ minLength: 1, maxLength: 64, pattern: '^(\\*|[0-9A-Za-z.+-]+)$' });

/** The schema of a path's `:name` when it is not a record id (`:remote`, `:version`). */
export const NAMED_PATH_PARAMS = { remote: RemoteNameField, version: VersionField } as const;

export const TenantRemote = Type.Object({
  name: Type.String(),
  enabled: Type.Boolean(),
  /** `*`, a version, or null when not enabled. */
  pin: Nullable(Type.String()),
  /** The version the tenant's console gets now (null: none — not enabled, disabled or never published). */
  gets: Nullable(Type.String()),
  /** The version it got before the last change that affected it. */
  before: Nullable(Type.String()),
});
export type TenantRemote = Static<typeof TenantRemote>;

export const PlatformTenant = Type.Object({
  /** The tenant's module id. */
  id: Type.Integer(),
  name: Type.String(),
  licence_expires_at: Nullable(Type.String()),
  /** The tenant's own words (only those it renames; the console fills in the defaults). */
  labels: Type.Partial(TenantLabels),
  remotes: Type.Array(TenantRemote),
});
export type PlatformTenant = Static<typeof PlatformTenant>;

export const PlatformTenantBody = Type.Object(
  {
    name: Type.Optional(Label),
    /** A new expiry (extend the licence); null: never expires. */
    licence_expires_at: Type.Optional(Nullable(Timestamp)),
    /** Replaces the tenant's renamed words (a word left out reads the default). */
    labels: Type.Optional(
      Type.Object(
        fieldsOf(
          Type.Optional(Type.String(LABEL)),
          'customer',
          'customers',
          'transaction',
          'transactions',
          'peopleSection',
          'transactionsSection',
        ),
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PlatformTenantBody = Static<typeof PlatformTenantBody>;

export const TenantRemoteBody = Type.Object(
  { enabled: Type.Boolean(), pin: RemotePin },
  { additionalProperties: false },
);
export type TenantRemoteBody = Static<typeof TenantRemoteBody>;

export const REMOTE_VERSION_STATUSES = ['available', 'withdrawn'] as const;

export const RemoteVersion = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  manifest_url: Type.String(),
  /** The `@console/shared` range the build declared (`*` for a version imported at boot). */
  shared_range: Type.String(),
  /** The paths its `./routes` serves. */
  paths: Type.Array(Type.String()),
  /** The deploy token's name, `bootstrap`, or an operator's e-mail. */
  published_by: Type.String(),
  published_at: Type.String(),
  status: OneOf(REMOTE_VERSION_STATUSES),
  withdrawn_at: Nullable(Type.String()),
  /** How many tenants pin this version. */
  pinned_by: Type.Integer(),
});
export type RemoteVersion = Static<typeof RemoteVersion>;

export const PlatformRemote = Type.Object({
  name: Type.String(),
  current: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  /** The kill switch: no tenant gets the remote while it is on. */
  disabled: Type.Boolean(),
  /**
   * A developer override of this API process (REMOTE_…_URL): tenants following the current
   * version get this instead while it is set. Null in a deployed platform.
   */
  override: Nullable(Type.Object({ version: Type.String(), manifest_url: Type.String() })),
  /** Newest first. */
  versions: Type.Array(RemoteVersion),
});
export type PlatformRemote = Static<typeof PlatformRemote>;

export const VersionBody = Type.Object({ version: VersionField }, { additionalProperties: false });
export type VersionBody = Static<typeof VersionBody>;

export const RolloutBody = Type.Object(
  { version: VersionField, tenant_ids: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type RolloutBody = Static<typeof RolloutBody>;

export const DisabledBody = Type.Object({ disabled: Type.Boolean() }, { additionalProperties: false });
export type DisabledBody = Static<typeof DisabledBody>;

/** What publishing a build sends (`pnpm remote:publish`, with the remote's deploy token). */
export const PublishBody = Type.Object(
  { version: VersionField, manifest_url: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type PublishBody = Static<typeof PublishBody>;

export const DeployToken = Type.Object({
  id: Type.Integer(),
  remote: Type.String(),
  name: Type.String(),
  created_by: Nullable(Type.String()),
  created_at: Type.String(),
  revoked_at: Nullable(Type.String()),
  last_used_at: Nullable(Type.String()),
});
export type DeployToken = Static<typeof DeployToken>;

export const DeployTokenBody = Type.Object({ remote: RemoteNameField, name: Label }, { additionalProperties: false });
export type DeployTokenBody = Static<typeof DeployTokenBody>;

/** A new token: `token` (`dpl_…`) is shown this once; only its hash is kept. */
export const DeployTokenIssued = Type.Object({ ...DeployToken.properties, token: Type.String() });
export type DeployTokenIssued = Static<typeof DeployTokenIssued>;

/** At most this many loads per report; the console batches them. */
export const REMOTE_LOADS_MAX = 20;

export const RemoteLoad = Type.Object(
  {
    remote: RemoteNameField,
    version: Type.String({ minLength: 1, maxLength: 64 }),
    ok: Type.Boolean(),
    /** From asking for the manifest to the remote's routes being in (a failure: until it gave up). */
    duration_ms: Type.Integer({ minimum: 0, maximum: 600_000 }),
    /** Why it failed (a failure only). */
    reason: Type.Optional(Type.String({ maxLength: 300 })),
    /**
     * How many loads this report stands for (1 unless told): the console sends one success in
     * five, each standing for five, so the platform's counts and p95 are not skewed to failures.
     */
    weight: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type RemoteLoad = Static<typeof RemoteLoad>;

export const RemoteLoadsBody = Type.Object(
  { loads: Type.Array(RemoteLoad, { minItems: 1, maxItems: REMOTE_LOADS_MAX }) },
  { additionalProperties: false },
);
export type RemoteLoadsBody = Static<typeof RemoteLoadsBody>;

/** One remote version's loads over the last hour. */
export const RemoteHealth = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  loads: Type.Integer(),
  failures: Type.Integer(),
  /** The 95th percentile of the loads' durations (failures included), in ms; null without loads. */
  p95_ms: Nullable(Type.Integer()),
  /** The latest failure's reason, or null when none failed. */
  last_failure: Nullable(Type.String()),
});
export type RemoteHealth = Static<typeof RemoteHealth>;

const Empty = Type.Object({}, { additionalProperties: false });

/** The platform's lines of ENDPOINTS (spread into it). */
export const PLATFORM_ENDPOINTS = {
  'GET /platform/tenants': { response: Type.Object({ data: Type.Array(PlatformTenant) }) },
  'PUT /platform/tenants/:id': { body: PlatformTenantBody, response: DataResponse(PlatformTenant) },
  'PUT /platform/tenants/:id/remotes/:remote': {
    body: TenantRemoteBody,
    response: DataResponse(PlatformTenant),
  },
  'GET /platform/remotes': { response: Type.Object({ data: Type.Array(PlatformRemote) }) },
  'GET /platform/remotes/health': { response: Type.Object({ data: Type.Array(RemoteHealth) }) },
  'POST /platform/remotes/:remote/current': { body: VersionBody, response: DataResponse(PlatformRemote) },
  'POST /platform/remotes/:remote/rollout': { body: RolloutBody, response: DataResponse(PlatformRemote) },
  'POST /platform/remotes/:remote/rollback': { body: Empty, response: DataResponse(PlatformRemote) },
  'POST /platform/remotes/:remote/versions/:version/withdraw': {
    body: Empty,
    response: DataResponse(PlatformRemote),
  },
  'PUT /platform/remotes/:remote/disabled': { body: DisabledBody, response: DataResponse(PlatformRemote) },
  'POST /platform/remotes/:remote/versions': {
    body: PublishBody,
    response: DataResponse(RemoteVersion),
    status: 201,
  },
  'GET /platform/deploy-tokens': { response: Type.Object({ data: Type.Array(DeployToken) }) },
  'POST /platform/deploy-tokens': {
    body: DeployTokenBody,
    response: DataResponse(DeployTokenIssued),
    status: 201,
  },
  'DELETE /platform/deploy-tokens/:id': {},
  'POST /merchant/console/remote-loads': { body: RemoteLoadsBody },
} as const;
