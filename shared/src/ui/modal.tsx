/**
 * A centred dialog's frame (root, portal, backdrop, positioner, content), mounted only while open.
 * While `busy` (a call in flight) neither Escape, a click beside it nor the close button closes it.
 */
import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Modal({
  open,
  onClose,
  busy = false,
  size,
  closeOnInteractOutside = true,
  children,
}: {
  open: boolean;
  onClose(): void;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** False where a stray click must not throw away what the dialog holds. */
  closeOnInteractOutside?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
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
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
