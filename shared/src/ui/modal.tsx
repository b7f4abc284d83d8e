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
          <Dialog.Content data-no-enter-submit={noEnterSubmit || undefined}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
