/** Leaving a dirty form through the sidebar asks first (SPEC §2, §4). */
import { useDirtyFormStore } from '@console/shared';
import { ConfirmDialog } from '@console/shared/ui';
import { useNavigate } from 'react-router-dom';

export function UnsavedChangesDialog() {
  const { showModal, cancel, confirm } = useDirtyFormStore();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={showModal}
      title="You currently have unsaved changes"
      text="Are you sure you want to exit without saving?"
      confirmLabel="Leave this page"
      cancelLabel="Stay on this page"
      tone="danger"
      onCancel={cancel}
      onConfirm={() => {
        const target = confirm();
        if (target) navigate(target);
      }}
    />
  );
}
