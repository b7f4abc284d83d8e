/** The People List's bulk action: add the selected customers to one group; a refusal stays in the dialog. */
import { Button, Dialog, Modal, NativeSelect, RefusalAlert, Stack, Text } from '@console/shared/ui';
import { plural, useTenantStore, useToastStore } from '@console/shared';
import { useState } from 'react';
import { useGroupOptions } from '../groups/api/list-group-options';
import { useAddToGroup } from './api/add-to-group';

export function AddToGroupDialog({
  customerIds,
  open,
  onClose,
}: {
  customerIds: number[];
  open: boolean;
  onClose(done: boolean): void;
}) {
  const groups = useGroupOptions();
  const addToGroup = useAddToGroup();
  const [groupId, setGroupId] = useState('');
  const noun = useTenantStore((s) => s.labels);

  const close = (done: boolean) => {
    addToGroup.reset();
    onClose(done);
  };

  const submit = async () => {
    try {
      const result = await addToGroup.mutateAsync({ groupId: Number(groupId), customerIds });
      const already = result.already_members
        ? ` (${plural(result.already_members, 'already a member', 'already members')})`
        : '';
      useToastStore.getState().showSuccess(`Added ${result.added} to the group${already}.`);
      setGroupId('');
      close(true);
    } catch {
      // The dialog stays open with the server's reason.
    }
  };

  return (
    <Modal open={open} onClose={() => close(false)} busy={addToGroup.isPending}>
      <Dialog.Header>
        <Dialog.Title>Add to Group</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{plural(customerIds.length, noun.customer.toLowerCase(), noun.customers.toLowerCase())} selected</Text>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Group" value={groupId} onChange={(e) => setGroupId(e.currentTarget.value)}>
              <option value="">Select group</option>
              {(groups.data ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <RefusalAlert error={addToGroup.error} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => close(false)} disabled={addToGroup.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!groupId} loading={addToGroup.isPending}>
          Add
        </Button>
      </Dialog.Footer>
    </Modal>
  );
}
