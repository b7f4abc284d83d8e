/** The tenant's words for orders (SPEC §1): tenant 2 says Dispensed Products where a noun is ours. */
import { DEFAULT_LABELS, useTenantStore } from '@console/shared';

export function useOrderNouns() {
  const labels = useTenantStore((s) => s.labels);
  const renamed = labels.transactions !== DEFAULT_LABELS.transactions;
  return {
    /** The list's title: SPEC's menu name, or the tenant's own noun. */
    listTitle: renamed ? labels.transactions : 'Touchpoint Orders',
    /** Plural noun of the rows ("Orders" / "Dispensed Products"). */
    plural: renamed ? labels.transactions : 'Orders',
    /** Singular noun ("Order" / "Dispensed Product"). */
    singular: renamed ? labels.transaction : 'Order',
  };
}
