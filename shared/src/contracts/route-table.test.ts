import { ACME_LABELS } from '../testing/fixtures';
import { DEFAULT_LABELS } from './labels';
import { REMOTE_NAMES } from './registry';
import { HOME_PATH, SECTIONS, hostPaths } from './route-table';

const acme = ACME_LABELS;
const items = SECTIONS.flatMap((section) => section.items.map((item) => ({ section, item })));

describe('the route table', () => {
  it('gives every path one menu item, so one rule decides who opens it', () => {
    const paths = items.flatMap(({ item }) => item.paths);
    expect(paths.length).toBeGreaterThan(40);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^(\/platform)?\/[a-z-]+(\/:id)?$/);
  });

  it('guards every item: by permission codes, by the admin role, by the platform role, or (the request list) open to every role', () => {
    const open = items
      .filter(({ item }) => item.codes.length === 0 && !item.adminOnly && !item.platformOnly)
      .map(({ item }) => item.paths[0]);
    expect(open).toEqual(['/request-list']);
    for (const { item } of items) for (const code of item.codes) expect(code).toMatch(/^PERM_VIEW_[A-Z_]+$/);
  });

  it('opens a menu item on a list page, never on a record’s page', () => {
    for (const { item } of items) expect(item.paths[0]).not.toContain(':id');
  });

  it('has the home page in it, in the transactions section', () => {
    const home = items.find(({ item }) => item.paths.includes(HOME_PATH));
    expect(home?.section.key).toBe('transactions');
  });

  it("names sections and items in each tenant's words, the default tenant's as the console has them", () => {
    const names = (labels: typeof DEFAULT_LABELS) =>
      SECTIONS.map((s) => [s.title(labels), s.items.map((i) => i.label(labels))]);
    expect(names(DEFAULT_LABELS)).toContainEqual([
      'People Management',
      ['People List', 'Employee Groups', 'Employee Wallets'],
    ]);
    expect(names(DEFAULT_LABELS)).toContainEqual([
      'Transactions',
      ['Touchpoint Orders', 'Transaction Wallet', 'Reports'],
    ]);
    expect(names(acme)).toContainEqual(['Employees', ['Employees List', 'Employee Groups', 'Employee Wallets']]);
    expect(names(acme)).toContainEqual(['Dispensed Products', ['Dispensed Products', 'Transaction Wallet', 'Reports']]);
  });

  it('keeps the platform’s pages in one section of remote-admin, under /platform/, for the platform operator only', () => {
    const platform = items.filter(({ item }) => item.platformOnly);
    expect(platform.map(({ item }) => item.paths[0])).toEqual([
      '/platform/tenants',
      '/platform/remotes',
      '/platform/health',
      '/platform/deploy-tokens',
    ]);
    for (const { section, item } of platform) {
      expect(section.key).toBe('platform');
      expect(section.remote).toBe('remote-admin');
      expect(item.codes).toEqual([]);
      expect(item.adminOnly).toBeUndefined();
    }
    for (const { item } of items.filter(({ item }) => !item.platformOnly)) {
      for (const path of item.paths) expect(path.startsWith('/platform')).toBe(false);
    }
  });

  it('gives each remote the paths of its sections, and every path to one remote', () => {
    expect(hostPaths('remote-admin')).toEqual(expect.arrayContaining(['/users-list', '/roles', '/platform/tenants']));
    expect(hostPaths('remote-people')).toContain('/customer-list');
    expect(hostPaths('remote-people')).not.toContain('/users-list');
    expect(hostPaths('remote-unknown')).toEqual([]);
    const all = REMOTE_NAMES.flatMap((remote) => hostPaths(remote));
    expect(all.sort()).toEqual(items.flatMap(({ item }) => item.paths).sort());
  });
});
