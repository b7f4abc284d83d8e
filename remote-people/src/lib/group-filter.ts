/** The Group filter's choices on the People and Wallets lists: the groups by name (the bar adds All). */
import type { FilterOption } from '@console/shared/ui';

export const groupFilterOptions = (groups: { id: number; name: string }[] = []): FilterOption[] =>
  groups.map((g) => ({ id: String(g.id), text: g.name }));
