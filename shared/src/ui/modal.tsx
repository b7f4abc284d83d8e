/**
 * A centred dialog's frame (root, portal, backdrop, positioner, content), mounted only while open.
 * While `busy` (a call in flight) neither Escape, a click beside it, the close button nor the
 * browser's Back closes it; otherwise Back closes it first (asking when it holds typed input).
 */
import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogInputProvider, useOpenDialog } from './use-open-dialog';

export function Modal({
  open,
  onClose,
  busy = false,
  size,
  closeOnInteractOutside = true,
  noEnterSubmit = false,
  children,
}: {
  open: boolean;
  onClose(): void;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** False where a stray click must not throw away what the dialog holds. */
  closeOnInteractOutside?: boolean;
  /** Enter does nothing inside (a money dialog: the operator clicks the button that says which way). */
  noEnterSubmit?: boolean;
  children: ReactNode;
}) {
  const { holdsInput, dismiss } = useOpenDialog(open, onClose, busy);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open || busy) return;
        dismiss();
        onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={closeOnInteractOutside && !busy}
      placement="center"
      size={size}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-no-enter-submit={noEnterSubmit || undefined}>
            <DialogInputProvider value={holdsInput}>{children}</DialogInputProvider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
