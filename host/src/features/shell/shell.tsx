/**
 * The signed-in shell: reads the tenant's registry, keeps the token fresh, and lays out the top
 * bar, the sidebar and the routes the operator may open — each page mounted from its remote.
 */
import {
  startTokenRefresh,
  useDirtyFormStore,
  useLanguageStore,
  useRouteAccessStore,
  useSessionStore,
} from '@console/shared';
import { Box, ConsoleUiProvider, DeleteDialog, Flex } from '@console/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { allowedRoutes } from '../../app/access';
import { queryClient } from '../../app/query-client';
import { RemoteRoute } from '../../federation/remote-route';
import { useRegistryStore } from '../../federation/registry-store';
import { ConsoleBanners } from './console-banners';
import { IdleGuard } from './idle-guard';
import { Landing } from './landing';
import { LogoutDialog } from './logout-dialog';
import { CommandPalette } from './palette/command-palette';
import { ShortcutsDialog } from './palette/shortcuts-dialog';
import { usePaletteKeys } from './palette/use-palette-keys';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useIsMobile } from './use-is-mobile';
import { SkipLink, useRememberedCollapse } from './skip-link';
import { usePageTitle } from './use-page-title';

/**
 * The language the routed page was mounted in: the shown one, except that a form holding unsaved
 * input keeps its mount (and the input) until it is saved or left; its words change at once anyway.
 */
function usePageLanguage() {
  const language = useLanguageStore((s) => s.language);
  const dirty = useDirtyFormStore((s) => s.isDirty);
  const [mounted, setMounted] = useState(language);
  if (!dirty && mounted !== language) setMounted(language);
  return mounted;
}

export default function Shell() {
  const user = useSessionStore((s) => s.user);
  const permissions = useSessionStore((s) => s.permissions);
  const remoteStates = useRegistryStore((s) => s.remoteStates);
  const load = useRegistryStore((s) => s.load);
  const pageLanguage = usePageLanguage();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useRememberedCollapse();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Stable, so the top bar (memoised) does not render again, its menu open, when a remote loads.
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const openLogout = useCallback(() => setLogoutOpen(true), []);
  usePageTitle();
  usePaletteKeys();

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => startTokenRefresh(), []);
  useEffect(() => void import('./warm-up').then((m) => m.disposeWarmUp()), []);

  const routes = useMemo(() => allowedRoutes({ user, permissions, remoteStates }), [user, permissions, remoteStates]);
  // Remotes ask whether a path opens (useCanOpen) for their cross-section links and actions.
  useEffect(() => {
    useRouteAccessStore.getState().publish((target) => {
      const pathname = target.split(/[?#]/)[0]!;
      return routes.some((r) => matchPath(r.path, pathname) !== null);
    });
  }, [routes]);

  return (
    <ConsoleUiProvider>
      <QueryClientProvider client={queryClient}>
        <Flex direction="column" minH="100vh">
          <SkipLink />
          <TopBar onMenu={isMobile ? openDrawer : undefined} onLogout={openLogout} />
          <ConsoleBanners />
          <Flex flex="1" minH="0">
            <Sidebar
              mobile={isMobile}
              collapsed={collapsed}
              onToggle={() => setCollapsed((c) => !c)}
              drawerOpen={drawerOpen}
              onDrawerClose={() => setDrawerOpen(false)}
            />
            <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" p={{ base: '3', md: '6' }} bg="bg.subtle">
              {/* Keyed by the language: a page formats its dates and amounts with plain functions, so a
                  new language mounts the page again (its code and React Query's cache stay). */}
              <Routes key={pageLanguage}>
                {routes.map((r) => (
                  <Route key={r.path} path={r.path} element={<RemoteRoute remote={r.remote} path={r.path} />} />
                ))}
                <Route path="*" element={<Landing />} />
              </Routes>
            </Box>
          </Flex>
          <IdleGuard />
          <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
          <CommandPalette />
          <ShortcutsDialog />
          <UnsavedChangesDialog />
          <DeleteDialog />
        </Flex>
      </QueryClientProvider>
    </ConsoleUiProvider>
  );
}
