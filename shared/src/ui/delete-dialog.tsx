/**
 * The one delete confirmation, mounted once by the shell and opened from any screen
 * through useDeleteModalStore. It makes the DELETE call itself so every screen deletes alike.
 */
import { useState } from 'react';
import { api } from '../api/client';
import { type DeleteRequest, useDeleteModalStore } from '../stores/delete-modal-store';
import { useToastStore } from '../stores/toast-store';
import { ConfirmDialog } from './confirm-dialog';
import { kit } from '../i18n/kit-messages';

export function DeleteDialog() {
  const visible = useDeleteModalStore((s) => s.visible);
  const request = useDeleteModalStore((s) => s.request);
  const reset = useDeleteModalStore((s) => s.reset);
  const t = kit.useT();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Reset clears the request while the dialog is still animating out; keep naming the item.
  const [shown, setShown] = useState<DeleteRequest | null>(request);
  if (request && request !== shown) {
    setShown(request);
    setRefusal(null);
  }

  const confirm = async () => {
    if (!request || busy) return;
    setBusy(true);
    setRefusal(null);
    const result = await api.delete(request.path, { noErrorToast: true });
    setBusy(false);
    if (result.ok) {
      reset();
      request.onSuccess?.();
      useToastStore
        .getState()
        .showSuccess(undefined, request.redirectTo ? { redirectTo: request.redirectTo } : undefined);
    } else if (!result.aborted) {
      // A failed deletion is logged; the question stays open with the server's reason.
      console.error(`Deleting ${request.name} failed:`, result.message);
      setRefusal(result.message);
    }
  };

  return (
    <ConfirmDialog
      open={visible}
      title={t('delete.title')}
      text={t('delete.text', { name: shown?.name ?? t('delete.thisItem') })}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.busy')}
      cancelLabel={t('confirm.cancel')}
      tone="danger"
      busy={busy}
      error={refusal}
      onConfirm={confirm}
      onCancel={reset}
    />
  );
}
