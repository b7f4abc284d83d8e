/** The list of keyboard shortcuts, opened by "?" outside a text field. */
import { Box, Button, Dialog, HStack, Kbd, Modal, Stack, Text } from '@console/shared/ui';
import { Fragment } from 'react';
import { paletteShortcut, usePaletteStore } from './palette-store';
import { catalogue } from '../../../i18n/catalogue';
import { shortcutGroups } from './shortcuts';

export function ShortcutsDialog() {
  const open = usePaletteStore((s) => s.open === 'shortcuts');
  const close = usePaletteStore((s) => s.close);
  const t = catalogue.useT();
  return (
    <Modal open={open} onClose={close} size="md">
      <Dialog.Header>
        <Dialog.Title>{t('shortcuts.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {shortcutGroups(paletteShortcut(), t).map((group) => (
            <Box as="section" key={group.title} aria-label={group.title}>
              <Text as="h3" fontWeight="semibold" fontSize="sm" mb="1">
                {group.title}
              </Text>
              <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
                {group.shortcuts.map((shortcut) => (
                  <Fragment key={`${shortcut.keys.join('+')}-${shortcut.does}`}>
                    <HStack as="dt" gap="1">
                      {shortcut.keys.map((key, i) => (
                        <Fragment key={key}>
                          {i > 0 && (
                            <Text as="span" fontSize="xs" color="fg.muted">
                              {t('shortcuts.or')}
                            </Text>
                          )}
                          <Kbd size="sm">{key}</Kbd>
                        </Fragment>
                      ))}
                    </HStack>
                    <Text as="dd" fontSize="sm">
                      {shortcut.does}
                    </Text>
                  </Fragment>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          {t('shortcuts.close')}
        </Button>
      </Dialog.Footer>
    </Modal>
  );
}
