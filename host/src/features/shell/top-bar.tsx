/** Brand, menu toggle, refresh-data (only when a screen registers one), avatar and profile menu. */
import { displayName, initials, useRefreshStore, useSessionStore } from '@console/shared';
import { Avatar, Box, Button, Flex, HStack, IconButton, Menu, Portal, Text } from '@console/shared/ui';
import { setColorMode, useColorMode } from './color-mode';

/** `onMenu`: the phone's drawer; on a desktop the sidebar's own button is the one toggle. */
export function TopBar({ onMenu, onLogout }: { onMenu?: (() => void) | undefined; onLogout(): void }) {
  const user = useSessionStore((s) => s.user);
  const { handler, loading } = useRefreshStore();
  const colorMode = useColorMode();
  return (
    <Flex
      as="header"
      h="14"
      px="3"
      align="center"
      gap="3"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      {onMenu && (
        <IconButton aria-label="Toggle menu" variant="ghost" onClick={onMenu}>
          <span aria-hidden>☰</span>
        </IconButton>
      )}
      <Text fontWeight="bold" fontSize="lg" color="brand.fg">
        Benefit Console
      </Text>
      <Box flex="1" />
      <HStack gap="2">
        {handler && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void handler()}
            disabled={loading}
            aria-label="Refresh data"
          >
            ⟳ Refresh
          </Button>
        )}
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button variant="ghost" px="1" aria-label={`${initials(user)} · Profile menu of ${displayName(user)}`}>
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
                    {user?.Role.name || 'User'}
                  </Text>
                </Box>
                <Menu.Separator />
                <Menu.Item value="color-mode" onSelect={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>
                  {colorMode === 'dark' ? 'Light mode' : 'Dark mode'}
                </Menu.Item>
                <Menu.Item value="logout" onSelect={onLogout}>
                  Logout
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Flex>
  );
}
