/**
 * A 402 freezes the screen with this modal after the forced logout. Loaded only
 * when needed, with its own provider: the login screen carries no UI kit.
 */
import { useLicenceStore } from '@console/shared';
import { Button, ConsoleUiProvider, Dialog, Portal, Text } from '@console/shared/ui';
import { licenceAudience } from '@console/shared/permissions';
import { catalogue } from '../../i18n/catalogue';

export default function LicenceModal() {
  const { expired, roleCode, dismiss } = useLicenceStore();
  const t = catalogue.useT();
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
                <Dialog.Title>{t('dialogs.licenceTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t(`dialogs.licenceText.${licenceAudience(roleCode)}`)}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button onClick={dismiss}>{t('dialogs.ok')}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ConsoleUiProvider>
  );
}
