import type { RemoteEntry } from '@console/shared/contracts';
import { PLATFORM_ROLE_CODE } from '@console/shared/permissions';
import {
  applyOverrides,
  clearOverrides,
  OVERRIDES_KEY,
  parseOverrides,
  sessionOverrides,
  withoutOverrideParams,
} from './remote-overrides';
import { sessionUser } from '../testing/session-user';

const platform = sessionUser(PLATFORM_ROLE_CODE);
const tenantAdmin = sessionUser('ROLE_COMPANY_ADMIN');

const remotes: RemoteEntry[] = [
  { name: 'remote-people', manifestUrl: 'https://cdn.test/people/1.0.0/mf-manifest.json', version: '1.0.0' },
  { name: 'remote-admin', manifestUrl: 'https://cdn.test/admin/1.0.0/mf-manifest.json', version: '1.0.0' },
  { name: 'remote-touchpoints', manifestUrl: 'https://cdn.test/tp/1.0.0/mf-manifest.json', version: '1.0.0' },
];

const OVERRIDE = 'https://cdn.test/admin/2.0.0-rc.1/mf-manifest.json';
const asking = `?disable-remotes=remote-people,remote-touchpoints&override-remote=remote-admin@${OVERRIDE}`;

beforeEach(() => sessionStorage.clear());

describe('reading the overrides an address asks for', () => {
  it('reads the disabled remotes and the overridden manifests', () => {
    expect(parseOverrides(asking)).toEqual({
      disabled: ['remote-people', 'remote-touchpoints'],
      manifests: { 'remote-admin': OVERRIDE },
    });
  });

  it('drops unknown remotes and manifests that are not http(s); no parameter asks nothing', () => {
    expect(
      parseOverrides(
        '?disable-remotes=remote-nope,remote-people,remote-people&override-remote=remote-admin@javascript:alert(1)&override-remote=remote-x@https://a.test/m.json',
      ),
    ).toEqual({ disabled: ['remote-people'], manifests: {} });
    expect(parseOverrides('?page=2')).toBeNull();
    expect(parseOverrides('')).toBeNull();
  });
});

describe('the tab’s overrides', () => {
  it('honours them for the platform operator in production, and keeps them for the tab', () => {
    const asked = sessionOverrides(asking, platform, { production: true });
    expect(asked?.disabled).toEqual(['remote-people', 'remote-touchpoints']);
    // A later page of the same tab, without the parameters, keeps them.
    expect(sessionOverrides('', platform, { production: true })).toEqual(asked);
    expect(JSON.parse(sessionStorage.getItem(OVERRIDES_KEY)!)).toEqual(asked);
  });

  it('honours them for anyone outside production', () => {
    expect(sessionOverrides('?disable-remotes=remote-people', tenantAdmin, { production: false })).toEqual({
      disabled: ['remote-people'],
      manifests: {},
    });
  });

  it('ignores them for a tenant user in production, keeps nothing, and drops what the tab kept', () => {
    expect(sessionOverrides(asking, tenantAdmin, { production: true })).toBeNull();
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
    sessionOverrides(asking, platform, { production: true });
    // Another user signs in in the same tab.
    expect(sessionOverrides('', tenantAdmin, { production: true })).toBeNull();
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(sessionOverrides('', null, { production: true })).toBeNull();
  });

  it('an address asking none (an empty list) ends them', () => {
    sessionOverrides(asking, platform, { production: true });
    expect(sessionOverrides('?disable-remotes=', platform, { production: true })).toBeNull();
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });

  it('holds a hand-edited stored entry to the same rules', () => {
    sessionStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({ disabled: ['remote-people', 'evil'], manifests: { 'remote-admin': 'data:text/javascript,1' } }),
    );
    expect(sessionOverrides('', platform, { production: true })).toEqual({
      disabled: ['remote-people'],
      manifests: {},
    });
    sessionStorage.setItem(OVERRIDES_KEY, '{not json');
    expect(sessionOverrides('', platform, { production: true })).toBeNull();
  });

  it('leaves out the disabled remotes and points the overridden ones elsewhere', () => {
    expect(applyOverrides(remotes, parseOverrides(asking))).toEqual([
      { name: 'remote-admin', manifestUrl: OVERRIDE, version: 'override' },
    ]);
    expect(applyOverrides(remotes, null)).toBe(remotes);
  });

  it('Clear forgets them and goes to the address without the parameters', () => {
    sessionOverrides(asking, platform, { production: true });
    expect(withoutOverrideParams(`https://console.test/users-list${asking}&page=2#top`)).toBe(
      'https://console.test/users-list?page=2#top',
    );
    const go = jest.fn();
    clearOverrides(sessionStorage, go);
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(go).toHaveBeenCalledWith(withoutOverrideParams(window.location.href));
  });
});
