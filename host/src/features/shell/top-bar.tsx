/** Brand, menu toggle, refresh-data (only when a screen registers one), avatar and profile menu. */
import {
  displayName,
  displayTimeZone,
  initials,
  kit,
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  useLanguageStore,
  useRefreshStore,
  useSessionStore,
  useTenantStore,
} from '@console/shared';
import {
  Avatar,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Menu,
  Portal,
  Search,
  Text,
  VisuallyHidden,
} from '@console/shared/ui';
import { memo } from 'react';
import { catalogue } from '../../i18n/catalogue';
import { setColorMode, useColorMode } from './color-mode';
import { paletteShortcut, usePaletteStore } from './palette/palette-store';

/** `onMenu`: the phone's drawer; on a desktop the sidebar's own button is the one toggle. */
export const TopBar = memo(function TopBar({
  onMenu,
  onLogout,
}: {
  onMenu?: (() => void) | undefined;
  onLogout(): void;
}) {
  const user = useSessionStore((s) => s.user);
  const { handler, loading } = useRefreshStore();
  const colorMode = useColorMode();
  const showPalette = usePaletteStore((s) => s.show);
  const t = catalogue.useT();
  return (
    <Flex
      as="header"
      h="14"
      px={{ base: '2', md: '3' }}
      align="center"
      // Tighter on a phone, so the brand, the zone and the buttons share 360 px on one line.
      gap={{ base: '2', md: '3' }}
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      {onMenu && (
        <IconButton aria-label={t('shell.toggleMenu')} variant="ghost" onClick={onMenu}>
          <span aria-hidden>☰</span>
        </IconButton>
      )}
      {/* One line on any screen: smaller on a phone, cut with an ellipsis before it would wrap. */}
      <Text
        fontWeight="bold"
        fontSize={{ base: 'md', md: 'lg' }}
        color="brand.fg"
        whiteSpace="nowrap"
        truncate
        minW="0"
      >
        {t('shell.brand')}
      </Text>
      <Box flex="1" />
      <ZoneLabel />
      <HStack gap={{ base: '1', md: '2' }} flexShrink={0}>
        <SearchButton />
        {handler && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void handler()}
            disabled={loading}
            aria-label={t('shell.refreshData')}
            // Enabled is at full contrast at once: a fade back from the disabled look would pass
            // through colours too faint to read.
            transition="none"
          >
            <span aria-hidden>⟳</span>
            {/* The word on a wider screen; a phone keeps the room for the brand (the name stays in aria-label). */}
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              {t('shell.refresh')}
            </Box>
          </Button>
        )}
        <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
          <Menu.Trigger asChild>
            <Button
              variant="ghost"
              px="1"
              aria-label={t('shell.profileMenu', { initials: initials(user), name: displayName(user) })}
            >
              <Avatar.Root size="sm" colorPalette="blue">
                <Avatar.Fallback>{initials(user)}</Avatar.Fallback>
              </Avatar.Root>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="56">
                <Box px="3" py="2">
                  <Text fontWeight="semibold" data-testid="profile-name">
                    {displayName(user)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {user?.email}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" data-testid="profile-role">
                    {user?.Role.name || t('shell.defaultRole')}
                  </Text>
                </Box>
                <Menu.Separator />
                <Menu.Item
                  value="search"
                  display={{ base: 'flex', sm: 'none' }}
                  onSelect={() => showPalette('palette')}
                >
                  {t('shell.search')}
                </Menu.Item>
                <Menu.Item value="color-mode" onSelect={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>
                  {colorMode === 'dark' ? t('shell.lightMode') : t('shell.darkMode')}
                </Menu.Item>
                <Menu.Separator />
                <LanguageGroup />
                <Menu.Separator />
                <Menu.Item value="logout" onSelect={onLogout}>
                  {t('shell.logout')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Flex>
  );
});

/**
 * Opens the command palette. Its shortcut (Ctrl+K, ⌘K on a Mac) is in the title and aria-keyshortcuts, not in
 * the button's text: the name a screen reader hears is the word the button shows.
 */
function SearchButton() {
  const show = usePaletteStore((s) => s.show);
  const shortcut = paletteShortcut();
  const t = catalogue.useT();
  return (
    <Button
      size="sm"
      variant="outline"
      // A phone keeps the top bar's room for the brand: Search is in the profile menu there.
      display={{ base: 'none', sm: 'inline-flex' }}
      aria-label={t('shell.search')}
      aria-keyshortcuts={shortcut === '⌘K' ? 'Meta+K' : 'Control+K'}
      title={t('shell.searchTitle', { shortcut })}
      onClick={() => show('palette')}
    >
      <Search aria-hidden size={16} />
      <Box as="span" display={{ base: 'none', sm: 'inline' }}>
        {t('shell.search')}
      </Box>
    </Button>
  );
}

/**
 * The zone every time on the page is read in, named once for the page: "Times in Asia/Kolkata
 * (IST)", its short name alone on a phone (the whole name on hover and for assistive technology).
 */
function ZoneLabel() {
  // Read again when the tenant's zone arrives from the registry.
  useTenantStore((s) => s.timeZone);
  const { name, abbreviation } = displayTimeZone();
  const t = catalogue.useT();
  const words = t('shell.timesIn', { zone: name, abbreviation });
  return (
    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" flexShrink={0} title={words} data-testid="time-zone">
      <Box as="span" display={{ base: 'none', md: 'inline' }}>
        {words}
      </Box>
      <Box as="span" display={{ base: 'inline', md: 'none' }}>
        <span aria-hidden>{abbreviation}</span>
        <VisuallyHidden>{words}</VisuallyHidden>
      </Box>
    </Text>
  );
}

/**
 * The profile menu's language choice: radio items, each language by its own name (and marked as
 * that language, so a screen reader says it right). Arrows move, Enter or Space chooses; the
 * choice is kept in this browser.
 */
function LanguageGroup() {
  const language = useLanguageStore((s) => s.language);
  const t = kit.useT();
  return (
    <Menu.RadioItemGroup
      value={language}
      onValueChange={(details) => {
        if (isLanguage(details.value)) useLanguageStore.getState().setLanguage(details.value);
      }}
    >
      <Menu.ItemGroupLabel>{t('language.label')}</Menu.ItemGroupLabel>
      {LANGUAGES.map((code) => (
        <Menu.RadioItem key={code} value={code} data-testid={`language-${code}`}>
          <Menu.ItemText lang={code}>{LANGUAGE_NAMES[code]}</Menu.ItemText>
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}
