/**
 * The group form: name, description and customers (the kit's named group form). A new group is
 * created with the customers picked (`customer_ids`); an edit sends the customers picked to add
 * and the current members ticked to remove (`add_customer_ids`, `remove_customer_ids`) with the
 * `updated_at` the form loaded.
 */
import { FIELDS } from '@console/shared/contracts/fields';
import { namedGroupForm } from '@console/shared/ui';

export const groupForm = namedGroupForm({ members: 'customer', description: true, fields: FIELDS.group });
