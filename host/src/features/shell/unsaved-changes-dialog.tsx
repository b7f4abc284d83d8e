/**
 * Leaving a dirty form asks first (SPEC §2, §4) — however the operator leaves: the sidebar, a
 * Cancel button (both through the dirty-form store), the browser's Back and Forward (blocked
 * here and asked the same question), or closing or reloading the tab (the browser's own prompt).
 */
import { useDirtyFormStore } from '@console/shared';
import { ConfirmDialog } from '@console/shared/ui';
import { useEffect } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';

export function UnsavedChangesDialog() {
  const { isDirty, showModal, cancel, confirm } = useDirtyFormStore();
  const navigate = useNavigate();
  // Only history moves are blocked here: the console's own navigations ask through the store.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      isDirty && historyAction === 'POP' && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={showModal || blocked}
      title="You currently have unsaved changes"
      text="Are you sure you want to exit without saving?"
      confirmLabel="Leave this page"
      cancelLabel="Stay on this page"
      tone="danger"
      onCancel={() => (blocked ? blocker.reset() : cancel())}
      onConfirm={() => {
        if (blocked) {
          useDirtyFormStore.getState().reset();
          blocker.proceed();
          return;
        }
        const target = confirm();
        if (target) navigate(target);
      }}
    />
  );
}
