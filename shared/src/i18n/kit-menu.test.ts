import { DEFAULT_LABELS } from '../contracts/labels';
import type { TenantLabels } from '../contracts/registry';
import { SECTIONS } from '../contracts/route-table';
import { catalogueProblems } from '../testing/catalogue-check';
import { kitMenuMessages, menuItemKey, menuSectionKey, menuWords } from './kit-menu';
import { kit } from './kit-messages';

const RENAMED: TenantLabels = {
  customer: 'Employee',
  customers: 'Employees',
  transaction: 'Dispensed Product',
  transactions: 'Dispensed Products',
  peopleSection: 'Staff',
  transactionsSection: 'Dispensing',
};

describe("the menu's words", () => {
  it.each([
    ['the default labels', DEFAULT_LABELS],
    ['renamed labels', RENAMED],
  ])('read in English exactly as the route table with %s', (_name, labels) => {
    const words = menuWords('en', labels);
    for (const section of SECTIONS) {
      expect(words.sectionTitle(section)).toBe(section.title(labels));
      for (const item of section.items) expect(words.itemLabel(item)).toBe(item.label(labels));
    }
  });

  it('name every section and item of the route table', () => {
    const keys = SECTIONS.flatMap((s) => [menuSectionKey(s), ...s.items.map((i) => menuItemKey(s.key, i))]);
    expect(Object.keys(kitMenuMessages.en).sort()).toEqual([...keys].sort());
  });

  it('read in Hindi, a renamed tenant keeping its own words', () => {
    const people = SECTIONS.find((s) => s.key === 'people')!;
    const orders = SECTIONS.find((s) => s.key === 'transactions')!;
    const dashboard = SECTIONS.find((s) => s.key === 'dashboard')!;
    const hindi = menuWords('hi', DEFAULT_LABELS);
    expect(hindi.sectionTitle(dashboard)).toBe('डैशबोर्ड');
    expect(hindi.itemLabel(orders.items[0]!)).toBe('टचपॉइंट ऑर्डर');
    expect(hindi.sectionTitle(people)).toBe('लोग प्रबंधन');
    const renamed = menuWords('hi', RENAMED);
    expect(renamed.itemLabel(orders.items[0]!)).toBe('Dispensed Products');
    expect(renamed.itemLabel(people.items[0]!)).toBe('Employees List');
    expect(renamed.sectionTitle(people)).toBe('Staff');
    expect(renamed.itemLabel(people.items[1]!)).toBe('कर्मचारी समूह');
  });

  it('say every message in both languages', () => {
    expect(catalogueProblems(kit)).toEqual([]);
  });
});
