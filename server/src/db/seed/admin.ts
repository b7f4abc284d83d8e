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
  const { tx, tenantId } = ctx;
  // Rules as an operator would write them: meal windows for interns on the cafeteria channel, a
  // night-shift spending cap on one touchpoint, a contractors' daily item cap, one switched off.
  const cafeteria = touchpointRows[0]!.channelId!;
  const kiosks = touchpointRows[1]!.channelId!;
  const demoRules: (Omit<typeof t.rules.$inferInsert, 'tenantId'> & {
    rows: { name: string; time: string; limit: number }[];
  })[] = [
    {
      name: 'Intern Meal Windows',
      type: 'quantity',
      channelId: cafeteria,
      customerGroupId: groupRows[3]!.id,
      rows: [
        { name: 'Breakfast', time: '07:00-10:30', limit: 2 },
        { name: 'Lunch', time: '12:00-15:00', limit: 2 },
        { name: 'Snacks', time: '15:00-19:00', limit: 2 },
        { name: 'Dinner', time: '19:00-23:30', limit: 3 },
      ],
    },
    {
      name: 'Night Shift Spend Cap',
      type: 'amount',
      touchpointId: touchpointRows[4]!.id,
      customerGroupId: groupRows[1]!.id,
      rows: [
        { name: 'Night', time: '22:00-06:00', limit: 300 },
        { name: 'Day', time: '06:00-22:00', limit: 500 },
      ],
    },
    {
      name: 'Contractor Daily Items',
      type: 'quantity',
      channelId: kiosks,
      customerGroupId: groupRows[2]!.id,
      rows: [{ name: 'Working Day', time: '06:00-23:00', limit: 6 }],
    },
    {
      name: 'Leadership Lounge',
      type: 'amount',
      touchpointId: touchpointRows[8]!.id,
      customerGroupId: groupRows[4]!.id,
      rows: [{ name: 'All Day', time: '00:00-23:59', limit: 2000 }],
    },
    {
      name: 'Festival Week Cap',
      type: 'quantity',
      channelId: cafeteria,
      customerGroupId: null,
      status: 0,
      rows: [{ name: 'Festival Lunch', time: '11:00-16:00', limit: 1 }],
    },
  ];
  for (const { rows, ...rule } of demoRules) {
    const [created] = await tx
      .insert(t.rules)
      .values({ ...rule, tenantId })
      .returning({ id: t.rules.id });
    await tx.insert(t.ruleLimits).values(rows.map((row, i) => ({ ...row, ruleId: created!.id, sno: i + 1 })));
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
