import { SECTIONS } from '../../app/route-table';
import { itemIcon, SECTION_ICONS } from './section-icons';
import { List } from '@console/shared/ui';

test('every section and every menu item of the route table has its own icon', () => {
  for (const section of SECTIONS) {
    expect(SECTION_ICONS[section.key]).toBeDefined();
    for (const item of section.items) expect(itemIcon(item.paths[0]!)).not.toBe(List);
  }
});
