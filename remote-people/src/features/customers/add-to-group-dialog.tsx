/** The People List's bulk action: add the selected customers to one group. */
import { Button, Dialog, Modal, NativeSelect, Stack, Text } from '@console/shared/ui';
import { useToastStore } from '@console/shared';
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

  const submit = async () => {
    try {
      const result = await addToGroup.mutateAsync({ groupId: Number(groupId), customerIds });
      const already = result.already_members ? ` (${result.already_members} already members)` : '';
      useToastStore.getState().showSuccess(`Added ${result.added} to the group${already}.`);
      setGroupId('');
      onClose(true);
    } catch {
      // The API client showed the server's message; the dialog stays open.
    }
  };

  return (
    <Modal open={open} onClose={() => onClose(false)} busy={addToGroup.isPending}>
      <Dialog.Header>
        <Dialog.Title>Add to Group</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{customerIds.length} selected</Text>
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
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onClose(false)} disabled={addToGroup.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!groupId} loading={addToGroup.isPending}>
          Add
        </Button>
      </Dialog.Footer>
    </Modal>
  );
}
