/**
 * The People List's bulk action: add the selected customers to one group, searched by name as the
 * operator types. The kit's FormDialog: a
 * refusal stays in the dialog; once added, the toast says how many and the selection is cleared.
 */
import { plural, useTenantStore, useToastStore } from '@console/shared';
import { FinderField, FormDialog, Text } from '@console/shared/ui';
import { groupFinder } from '../groups/api/find-groups';
import { useAddToGroup } from './api/add-to-group';

export function AddToGroupDialog({
  customerIds,
  open,
  onClose,
  onAdded,
}: {
  customerIds: number[];
  open: boolean;
  onClose(): void;
  /** The customers were added (the list drops its selection). */
  onAdded(): void;
}) {
  const addToGroup = useAddToGroup();
  const noun = useTenantStore((s) => s.labels);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add to Group"
      call={addToGroup}
      initialValues={{ group_id: '' }}
      onSubmit={async ({ group_id }) => {
        const result = await addToGroup.mutateAsync({ groupId: Number(group_id), customerIds });
        const already = result.already_members
          ? ` (${plural(result.already_members, 'already a member', 'already members')})`
          : '';
        useToastStore.getState().showSuccess(`Added ${result.added} to the group${already}.`);
        onAdded();
      }}
      submitLabel="Add"
      submitDisabled={({ group_id }) => !group_id}
    >
      <Text>{plural(customerIds.length, noun.customer.toLowerCase(), noun.customers.toLowerCase())} selected</Text>
      <FinderField name="group_id" label="Group" find={groupFinder} placeholder="Select group" />
    </FormDialog>
  );
}
