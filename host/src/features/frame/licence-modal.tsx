/**
 * A 402 freezes the screen with this modal after the forced logout. Loaded only
 * when needed, with its own provider: the login screen carries no UI kit.
 */
import { useLicenceStore } from '@console/shared';
import { Button, ConsoleUiProvider, Dialog, Portal, Text } from '@console/shared/ui';
import { licenceExpiredMessage } from '@console/shared/permissions';

export default function LicenceModal() {
  const { expired, roleCode, dismiss } = useLicenceStore();
  return (
    <ConsoleUiProvider>
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
    </ConsoleUiProvider>
  );
}
