/**
 * How a picker names a customer (the group form's members through the kit's AddMembersField, a
 * wallet's owner through the kit's SearchSelect): name and mobile.
 */
import type { CustomerOption } from '@console/shared/contracts';

/** What a picker holds of a customer: id, name and mobile (the options endpoint's answer). */
export type PickedCustomer = CustomerOption;

export const customerLabel = (c: PickedCustomer) => `${c.name} (${c.mobile})`.trim();

/** A customer as a wallet or ledger row names it, in the picker's shape. */
export const pickedCustomer = (c: { id: number; first_name: string; last_name: string; mobile: string }) => ({
  id: c.id,
  name: `${c.first_name} ${c.last_name}`.trim(),
  mobile: c.mobile,
});
