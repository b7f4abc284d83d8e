/** How a picker names a touchpoint (a touchpoint group's members, through the kit's AddMembersField): with its channel. */
import type { TouchpointOption } from '@console/shared/contracts';

/** What a picker holds of a touchpoint: id, name and channel (the options endpoint's answer). */
export type PickedTouchpoint = TouchpointOption;

export const touchpointLabel = (t: PickedTouchpoint) => (t.channel ? `${t.name} (${t.channel})` : t.name);
