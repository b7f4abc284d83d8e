/**
 * What the admin write rules (admin-write-rules.ts) read: the role a write would give, and how
 * many active admins the company keeps besides the user written.
 */
import { ADMIN_ROLE_CODE } from '@console/shared/contracts/permissions';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { roles, users } from '../../../db/schema';

/** The tenant's role `roleId` (its code decides whether it makes an admin), or undefined. */
export async function roleOfTenant(db: DbOrTx, tenantId: number, roleId: number) {
  const rows = await db
    .select({ id: roles.id, roleCode: roles.roleCode })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.tenantId, tenantId)))
    .limit(1);
  return rows[0];
}

/** Active admins other than `exceptUserId`: the company must always keep one. */
export async function otherActiveAdmins(db: DbOrTx, tenantId: number, exceptUserId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.tenantId, sql.placeholder('tenantId')),
        isNull(users.deletedAt),
        eq(users.status, 1),
        eq(roles.roleCode, ADMIN_ROLE_CODE),
        ne(users.id, exceptUserId),
      ),
    )
    .execute({ tenantId });
  return Number(rows[0]?.n ?? 0);
}
