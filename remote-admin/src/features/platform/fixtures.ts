import type {
  DeployToken,
  PlatformRemote,
  PlatformTenant,
  RemoteHealth,
  RemoteVersion,
} from '@console/shared/contracts';

export const makeVersion = (overrides: Partial<RemoteVersion> = {}): RemoteVersion => ({
  remote: 'remote-admin',
  version: '1.0.0',
  manifest_url: 'https://cdn.test/remote-admin/1.0.0/mf-manifest.json',
  shared_range: '^1.6.0',
  paths: ['/users-list'],
  published_by: 'bootstrap',
  published_at: '2026-11-20T09:00:00.000Z',
  status: 'available',
  withdrawn_at: null,
  pinned_by: 0,
  ...overrides,
});

export const makeRemote = (overrides: Partial<PlatformRemote> = {}): PlatformRemote => ({
  name: 'remote-admin',
  current: '1.0.0',
  previous: null,
  disabled: false,
  override: null,
  versions: [makeVersion()],
  ...overrides,
});

export const makeTenant = (overrides: Partial<PlatformTenant> = {}): PlatformTenant => ({
  id: 1,
  name: 'Demo Company',
  licence_expires_at: '2027-03-31T23:59:59.000Z',
  labels: {},
  remotes: [
    { name: 'remote-people', enabled: true, pin: '*', gets: '1.0.0', before: null },
    { name: 'remote-touchpoints', enabled: true, pin: '*', gets: '1.0.0', before: null },
    { name: 'remote-transactions', enabled: true, pin: '*', gets: '1.0.0', before: null },
    { name: 'remote-admin', enabled: true, pin: '*', gets: '1.0.0', before: null },
  ],
  ...overrides,
});

export const makeToken = (overrides: Partial<DeployToken> = {}): DeployToken => ({
  id: 5,
  remote: 'remote-people',
  name: 'people-team CI',
  created_by: 'platform@demo.local',
  created_at: '2026-11-20T09:00:00.000Z',
  revoked_at: null,
  last_used_at: null,
  ...overrides,
});

export const makeHealth = (overrides: Partial<RemoteHealth> = {}): RemoteHealth => ({
  remote: 'remote-admin',
  version: '1.0.0',
  loads: 40,
  failures: 0,
  p95_ms: 850,
  last_failure: null,
  ...overrides,
});
