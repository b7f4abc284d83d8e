/** Demo rules with their time/limit rows, and institutions linking customer and touchpoint groups. */
import * as t from '../schema';
import type { SeedContext } from './context';

export async function seedRulesAndInstitutions(
  ctx: SeedContext,
  {
    touchpointRows,
    groupRows,
    tpGroupRows,
  }: {
    touchpointRows: { id: number; channelId: number | null }[];
    groupRows: { id: number }[];
    tpGroupRows: { id: number }[];
  },
) {
  const { tx, tenantId, random } = ctx;
  for (let i = 0; i < 10; i++) {
    const [rule] = await tx
      .insert(t.rules)
      .values({
        tenantId,
        name: `${['Breakfast', 'Lunch', 'Evening Snacks', 'Night Meal', 'Safety Gear'][i % 5]} Limit ${Math.floor(i / 5) + 1}`,
        touchpointId: touchpointRows[i]!.id,
        channelId: touchpointRows[i]!.channelId,
        customerGroupId: groupRows[i % groupRows.length]!.id,
        type: i % 2 === 0 ? 'time_window' : 'daily_limit',
        status: i === 9 ? 0 : 1,
      })
      .returning({ id: t.rules.id });
    await tx.insert(t.ruleLimits).values([
      { ruleId: rule!.id, sno: 1, name: 'Morning', time: '07:00-11:00', limit: random.int(1, 3) },
      { ruleId: rule!.id, sno: 2, name: 'Afternoon', time: '12:00-15:00', limit: random.int(1, 3) },
      { ruleId: rule!.id, sno: 3, name: 'Evening', time: '17:00-21:00', limit: random.int(1, 3) },
    ]);
  }
  const institutionNames = [
    'Whitefield Campus',
    'Hinjewadi Plant',
    'Gachibowli Tower',
    'Guindy Works',
    'Cyber City Office',
  ];
  for (let i = 0; i < 5; i++) {
    const [inst] = await tx
      .insert(t.institutions)
      .values({ tenantId, name: institutionNames[i]! })
      .returning({ id: t.institutions.id });
    await tx.insert(t.institutionCustomerGroups).values([
      { institutionId: inst!.id, groupId: groupRows[i]!.id },
      { institutionId: inst!.id, groupId: groupRows[i + 3]!.id },
    ]);
    await tx.insert(t.institutionTouchpointGroups).values({ institutionId: inst!.id, groupId: tpGroupRows[i]!.id });
  }
}
