/**
 * Picking several customers by searching (the group form's members): the kit's MultiPicker,
 * naming each customer with their mobile. One customer (a wallet's owner) is picked with the
 * kit's SearchSelect instead.
 */
import { MultiPicker } from '@console/shared/ui';
import type { ComponentProps } from 'react';
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

/** The kit's MultiPicker for customers: named with their mobile, searched by name or mobile. */
export function CustomerPicker(
  props: Omit<ComponentProps<typeof MultiPicker<PickedCustomer>>, 'itemLabel' | 'searchPlaceholder'>,
) {
  return <MultiPicker {...props} itemLabel={customerLabel} searchPlaceholder="Search by name or mobile" />;
}
