/**
 * The People List's bulk action: add the selected customers to one group, searched by name as the
 * operator types. The kit's FormDialog: a
 * refusal stays in the dialog; once added, the toast says how many and the selection is cleared.
 */
import { useToastStore } from '@console/shared';
import { FinderField, FormDialog, Text } from '@console/shared/ui';
import { groupFinder } from '../groups/api/find-groups';
import { useAddToGroup } from './api/add-to-group';
import { catalogue } from '../../i18n/catalogue';

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
  const t = catalogue.useT();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('customers.addToGroup.title')}
      call={addToGroup}
      initialValues={{ group_id: '' }}
      onSubmit={async ({ group_id }) => {
        const result = await addToGroup.mutateAsync({ groupId: Number(group_id), customerIds });
        const already = result.already_members ? t.plural('customers.addToGroup.already', result.already_members) : '';
        useToastStore.getState().showSuccess(t('customers.addToGroup.added', { added: result.added, already }));
        onAdded();
      }}
      submitLabel={t('customers.addToGroup.submit')}
      submitDisabled={({ group_id }) => !group_id}
    >
      <Text>
        {t.plural('customers.addToGroup.selected', customerIds.length, {
          one: t('customers.noun.customer').toLowerCase(),
          many: t('customers.noun.customers').toLowerCase(),
        })}
      </Text>
      <FinderField
        name="group_id"
        label={t('customers.addToGroup.group')}
        find={groupFinder}
        placeholder={t('customers.addToGroup.placeholder')}
      />
    </FormDialog>
  );
}
