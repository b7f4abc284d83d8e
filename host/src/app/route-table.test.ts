import { ACME_LABELS } from '@console/shared/testing';
import { DEFAULT_LABELS } from '@console/shared';
import { HOME_PATH, SECTIONS } from './route-table';

const acme = ACME_LABELS;
const items = SECTIONS.flatMap((section) => section.items.map((item) => ({ section, item })));

describe('the route table', () => {
  it('gives every path one menu item, so one rule decides who opens it', () => {
    const paths = items.flatMap(({ item }) => item.paths);
    expect(paths.length).toBeGreaterThan(40);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+(\/:id)?$/);
  });

  it('guards every item: by permission codes, by the admin role, or (the request list) open to every role', () => {
    const open = items
      .filter(({ item }) => item.codes.length === 0 && !item.adminOnly)
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
});
