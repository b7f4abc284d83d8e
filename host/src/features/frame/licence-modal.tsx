/** A 402 freezes the screen with this modal after the forced logout (SPEC §4, §8). */
import { Button, Dialog, Portal, Text, useLicenceStore } from '@console/shared';
import { licenceExpiredMessage } from '@console/shared/permissions';

export function LicenceModal() {
  const { expired, roleCode, dismiss } = useLicenceStore();
  return (
    <Dialog.Root
      open={expired}
      closeOnInteractOutside={false}
      closeOnEscape={false}
      role="alertdialog"
      onOpenChange={() => undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>License Expired</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{licenceExpiredMessage(roleCode)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={dismiss}>OK</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
