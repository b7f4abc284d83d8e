/** Picking several touchpoints by searching (a touchpoint group's members): the kit's MultiPicker, naming each with its channel. */
import type { TouchpointOption } from '@console/shared/contracts';
import { MultiPicker } from '@console/shared/ui';
import type { ComponentProps } from 'react';

/** What a picker holds of a touchpoint: id, name and channel (the options endpoint's answer). */
export type PickedTouchpoint = TouchpointOption;

export const touchpointLabel = (t: PickedTouchpoint) => (t.channel ? `${t.name} (${t.channel})` : t.name);

/** The kit's MultiPicker for touchpoints: named with their channel, searched by name. */
export function TouchpointPicker(
  props: Omit<ComponentProps<typeof MultiPicker<PickedTouchpoint>>, 'itemLabel' | 'searchPlaceholder'>,
) {
  return <MultiPicker {...props} itemLabel={touchpointLabel} searchPlaceholder="Search by name" />;
}
