/**
 * A yes/no question in a modal (an alert dialog): logout, unsaved changes, idle warning, delete.
 * Focus starts on the cancel button so a stray Enter never confirms; Escape (and the browser's
 * Back) cancels. A refused action keeps the question open with the reason (`error`).
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { RefusalAlert } from './refusal-alert';
import { useOpenDialog } from './use-open-dialog';
import { kit } from '../i18n/kit-messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void | Promise<void>;
  onCancel(): void;
  /** The confirm action is running: both buttons are disabled and Escape is ignored. */
  busy?: boolean;
  /** Shown on the confirm button while busy, e.g. "Deleting...". */
  busyLabel?: string;
  tone?: 'danger' | 'primary';
  /** Why the confirmed action was refused; the dialog stays open to say so. */
  error?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel: ownCancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  tone = 'primary',
  error,
}: ConfirmDialogProps) {
  const t = kit.useT();
  const cancelLabel = ownCancelLabel ?? t('confirm.cancel');
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The browser's Back answers Cancel, as Escape does.
  const { dismiss } = useOpenDialog(open, onCancel, busy);
  const cancel = () => {
    dismiss();
    onCancel();
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      // Escape (and the close button) end up here; a running action cannot be abandoned halfway.
      onOpenChange={(details) => {
        if (!details.open && !busy) cancel();
      }}
      initialFocusEl={() => cancelRef.current}
      // A click beside the dialog is not an answer to its question.
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {(text || error) && (
              <Dialog.Body>
                {text && <Dialog.Description>{text}</Dialog.Description>}
                <RefusalAlert error={error} mt={text ? '3' : '0'} />
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" disabled={busy} onClick={cancel}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                loading={busy}
                loadingText={busyLabel}
                onClick={() => void onConfirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
