/**
 * The sidebar: sections grouped by path prefix, titled by the tenant's labels; starts collapsed,
 * expands and collapses with motion, and is a temporary drawer at 768 px or less. Leaving a
 * dirty form through it asks first.
 */
import { useDirtyFormStore, useSessionStore, useTenantStore } from '@console/shared';
import { Box, Button, Drawer, Portal, Stack, Text } from '@console/shared/ui';
import { domAnimation, LazyMotion, m } from 'framer-motion';
import { useNavigate, useLocation, matchPath } from 'react-router-dom';
import { visibleSections, type VisibleSection } from '../../app/access';
import { useRegistryStore } from '../../federation/registry-store';
import { SECTION_ICONS } from './section-icons';

interface SidebarProps {
  mobile: boolean;
  collapsed: boolean;
  onToggle(): void;
  drawerOpen: boolean;
  onDrawerClose(): void;
}

function useSections(): VisibleSection[] {
  const user = useSessionStore((s) => s.user);
  const permissions = useSessionStore((s) => s.permissions);
  const remoteStates = useRegistryStore((s) => s.remoteStates);
  return visibleSections({ user, permissions, remoteStates });
}

function NavList({
  sections,
  compact,
  onNavigate,
}: {
  sections: VisibleSection[];
  compact: boolean;
  onNavigate?(): void;
}) {
  const labels = useTenantStore((s) => s.labels);
  const requestNavigation = useDirtyFormStore((s) => s.requestNavigation);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (path: string) => {
    onNavigate?.();
    if (requestNavigation(path)) navigate(path);
  };
  return (
    <Stack as="ul" listStyleType="none" m="0" p="2" gap="1" aria-label="Sections">
      {sections.map((section) => {
        const title = section.title(labels);
        const Icon = SECTION_ICONS[section.key];
        const active = section.visibleItems.some((item) => item.paths.some((p) => matchPath(p, pathname)));
        return (
          <Box as="li" key={section.key} data-section={section.key}>
            {compact ? (
              <Button
                w="full"
                variant={active ? 'subtle' : 'ghost'}
                title={title}
                aria-label={title}
                onClick={() => go(section.visibleItems[0]!.paths[0]!)}
              >
                {Icon ? <Icon aria-hidden size={18} /> : title.charAt(0)}
              </Button>
            ) : (
              <>
                <Text
                  px="2"
                  pt="2"
                  fontSize="xs"
                  fontWeight="bold"
                  textTransform="uppercase"
                  color="fg.muted"
                  display="flex"
                  alignItems="center"
                  gap="2"
                >
                  {Icon && <Icon aria-hidden size={14} />}
                  {title}
                </Text>
                {section.visibleItems.map((item) => {
                  const href = item.paths[0]!;
                  const current = item.paths.some((p) => matchPath(p, pathname));
                  return (
                    <Button
                      key={href}
                      as="a"
                      // An anchor keeps open-in-new-tab; the click is ours for the dirty-form check.
                      {...{ href }}
                      w="full"
                      justifyContent="flex-start"
                      variant={current ? 'subtle' : 'ghost'}
                      aria-current={current ? 'page' : undefined}
                      onClick={(event: React.MouseEvent) => {
                        event.preventDefault();
                        go(href);
                      }}
                    >
                      {item.label(labels)}
                    </Button>
                  );
                })}
              </>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

export function Sidebar({ mobile, collapsed, onToggle, drawerOpen, onDrawerClose }: SidebarProps) {
  const sections = useSections();
  if (mobile) {
    return (
      <Drawer.Root open={drawerOpen} placement="start" onOpenChange={(e) => !e.open && onDrawerClose()}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="sidebar-drawer">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0">
                <nav aria-label="Main">
                  <NavList sections={sections} compact={false} onNavigate={onDrawerClose} />
                </nav>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <Button variant="ghost" size="sm" position="absolute" top="2" right="2" aria-label="Close menu">
                  ✕
                </Button>
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }
  return (
    <LazyMotion features={domAnimation}>
      <m.nav
        aria-label="Main"
        data-testid="sidebar"
        data-collapsed={collapsed}
        initial={false}
        animate={{ width: collapsed ? 64 : 248 }}
        transition={{ duration: 0.18, ease: 'easeOut' }}
        style={{
          borderRight: '1px solid var(--chakra-colors-border)',
          background: 'var(--chakra-colors-bg-panel)',
          overflowX: 'hidden',
          flexShrink: 0,
        }}
      >
        <Button
          variant="ghost"
          size="sm"
          w="full"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        >
          {collapsed ? '»' : '« Collapse'}
        </Button>
        <NavList sections={sections} compact={collapsed} />
      </m.nav>
    </LazyMotion>
  );
}
