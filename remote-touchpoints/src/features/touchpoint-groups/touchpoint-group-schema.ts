/**
 * The touchpoint group form: name and touchpoints (the kit's named group form). A new group is
 * created with the touchpoints picked (`touchpoint_ids`); an edit sends the touchpoints picked to
 * add and the current members ticked to remove (`add_touchpoint_ids`, `remove_touchpoint_ids`)
 * with the `updated_at` the form loaded.
 */
import type { TouchpointGroup } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { namedGroupForm } from '@console/shared/ui';
import type { Translate } from '../../i18n/catalogue';

export const touchpointGroupForm = namedGroupForm({ members: 'touchpoint', fields: FIELDS.touchpoint_group });

/** Why a group an institution links cannot be deleted, naming the institutions (as the server's refusal does), or null. */
export const deleteUnavailable = (group: Pick<TouchpointGroup, 'institutions'>, t: Translate): string | null =>
  group.institutions.length === 0
    ? null
    : t.plural('groups.linked', group.institutions.length, { names: group.institutions.join(', ') });
