/**
 * A yes/no question in a modal: logout, unsaved changes, idle warning, delete. Focus starts on
 * the cancel button so a stray Enter never confirms; Escape cancels.
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

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
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  tone = 'primary',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      // Escape (and the close button) end up here; a running action cannot be abandoned halfway.
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
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
            {text && (
              <Dialog.Body>
                <Dialog.Description>{text}</Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" disabled={busy} onClick={onCancel}>
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
