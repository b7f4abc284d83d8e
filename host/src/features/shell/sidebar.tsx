/**
 * The sidebar: sections grouped by path prefix, titled by the tenant's labels in the shown language, each section and
 * item with its icon; starts collapsed, expands and collapses with motion, and is a
 * temporary drawer at 768 px or less. Collapsed, it is a rail of section icons: each names its
 * section in a tooltip (hover or keyboard focus) and opens a flyout menu of the section's items
 * (click, Enter, Space or Arrow Down; arrows move, Enter opens, Escape goes back to the icon).
 * Leaving a dirty form through it asks first.
 */
import { useDirtyFormStore, useMenuWords, useSessionStore, type MenuWords } from '@console/shared';
import {
  Box,
  Button,
  ChevronsLeft,
  ChevronsRight,
  Drawer,
  Menu,
  Portal,
  Stack,
  Text,
  Tooltip,
  type LucideIcon,
} from '@console/shared/ui';
import { useId } from 'react';
import { useNavigate, useLocation, matchPath } from 'react-router-dom';
import { visibleSections, type VisibleSection } from '../../app/access';
import { useRegistryStore } from '../../federation/registry-store';
import { catalogue } from '../../i18n/catalogue';
import { itemIcon, SECTION_ICONS } from './section-icons';

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

/** One section on the collapsed rail: its icon, a tooltip naming it, and a flyout of its items. */
function RailSection({
  section,
  title,
  Icon,
  active,
  words,
  go,
}: {
  section: VisibleSection;
  title: string;
  Icon: LucideIcon | undefined;
  active: boolean;
  words: MenuWords;
  go(path: string): void;
}) {
  const trigger = useId();
  const { pathname } = useLocation();
  return (
    // Chakra's pattern for a menu trigger with a tooltip: the menu outside, the tooltip around the
    // trigger, one trigger id for both. Their contents render only while open.
    <Menu.Root ids={{ trigger }} positioning={{ placement: 'right-start', gutter: 6 }} lazyMount unmountOnExit>
      <Tooltip.Root
        ids={{ trigger }}
        positioning={{ placement: 'right' }}
        openDelay={200}
        closeDelay={0}
        lazyMount
        unmountOnExit
      >
        <Tooltip.Trigger asChild>
          <Menu.Trigger asChild>
            <Button w="full" variant={active ? 'subtle' : 'ghost'} aria-label={title}>
              {Icon ? <Icon aria-hidden size={18} /> : title.charAt(0)}
            </Button>
          </Menu.Trigger>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{title}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" data-testid="rail-flyout">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{title}</Menu.ItemGroupLabel>
              {section.visibleItems.map((item) => {
                const href = item.paths[0]!;
                const ItemIcon = itemIcon(href);
                const current = item.paths.some((p) => matchPath(p, pathname));
                return (
                  <Menu.Item
                    key={href}
                    value={href}
                    aria-current={current ? 'page' : undefined}
                    fontWeight={current ? 'semibold' : undefined}
                    onSelect={() => go(href)}
                  >
                    <ItemIcon aria-hidden size={16} />
                    {words.itemLabel(item)}
                  </Menu.Item>
                );
              })}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
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
  const words = useMenuWords();
  const t = catalogue.useT();
  const requestNavigation = useDirtyFormStore((s) => s.requestNavigation);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (path: string) => {
    onNavigate?.();
    if (requestNavigation(path)) navigate(path);
  };
  return (
    <Stack as="ul" listStyleType="none" m="0" p="2" gap="1" aria-label={t('shell.sections')}>
      {sections.map((section) => {
        const title = words.sectionTitle(section);
        const Icon = SECTION_ICONS[section.key];
        const active = section.visibleItems.some((item) => item.paths.some((p) => matchPath(p, pathname)));
        return (
          <Box as="li" key={section.key} data-section={section.key}>
            {compact ? (
              <RailSection section={section} title={title} Icon={Icon} active={active} words={words} go={go} />
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
                  const ItemIcon = itemIcon(href);
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
                      <ItemIcon aria-hidden size={16} />
                      {words.itemLabel(item)}
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

/** The desktop sidebar's frame: its width moves by a CSS transition, none under reduced motion. */
const NAV_FRAME = {
  flexShrink: 0,
  overflowX: 'hidden',
  borderRightWidth: '1px',
  borderRightColor: 'border',
  bg: 'bg.panel',
  transition: 'width 0.18s ease-out',
  _motionReduce: { transition: 'none' },
} as const;

export function Sidebar({ mobile, collapsed, onToggle, drawerOpen, onDrawerClose }: SidebarProps) {
  const sections = useSections();
  const t = catalogue.useT();
  if (mobile) {
    return (
      <Drawer.Root open={drawerOpen} placement="start" onOpenChange={(e) => !e.open && onDrawerClose()}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="sidebar-drawer">
              <Drawer.Header>
                <Drawer.Title>{t('shell.menu')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0">
                <nav aria-label={t('shell.mainNav')}>
                  <NavList sections={sections} compact={false} onNavigate={onDrawerClose} />
                </nav>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  position="absolute"
                  top="2"
                  right="2"
                  aria-label={t('shell.closeMenu')}
                >
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
    <Box
      as="nav"
      aria-label={t('shell.mainNav')}
      data-testid="sidebar"
      data-collapsed={collapsed}
      w={collapsed ? '64px' : '248px'}
      css={NAV_FRAME}
    >
      <Button
        variant="ghost"
        size="sm"
        w="full"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
      >
        {collapsed ? (
          <ChevronsRight aria-hidden size={18} />
        ) : (
          <>
            <ChevronsLeft aria-hidden size={18} /> {t('shell.collapse')}
          </>
        )}
      </Button>
      <NavList sections={sections} compact={collapsed} />
    </Box>
  );
}
