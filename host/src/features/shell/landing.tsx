/**
 * An unknown path lands on the transaction list, or — where that is not enabled or not
 * permitted — on the first section the operator may open; with none, a page that says so. A page
 * of the console the operator cannot open says that instead, calmly, with the way home: one the
 * role does not open, one only the platform's operators open, or one whose section is not in the
 * tenant's console (not enabled, or switched off).
 */
import { useSessionStore } from '@console/shared';
import { Box, Button, Heading, Spinner, Stack, Text } from '@console/shared/ui';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { closedReason, landingPath, type Closed } from '../../app/access';
import { pageRoute, preloadPage } from '../../federation/preload-page';
import { useRegistryStore } from '../../federation/registry-store';
import { catalogue } from '../../i18n/catalogue';

const WHY_CLOSED = {
  role: 'landing.closed.role',
  platform: 'landing.closed.platform',
  'switched off': 'landing.closed.switchedOff',
} as const satisfies Record<Closed, string>;

export function Landing() {
  const user = useSessionStore((s) => s.user);
  const permissions = useSessionStore((s) => s.permissions);
  const { status, remoteStates } = useRegistryStore();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = catalogue.useT();
  const access = { user, permissions, remoteStates };
  if (status !== 'ready') {
    return (
      <Box p="10" textAlign="center">
        <Spinner size="lg" aria-label={t('landing.loading')} />
      </Box>
    );
  }
  const path = landingPath(access);
  const closed = closedReason(pathname, access);
  if (closed) {
    return (
      <Stack p="10" gap="3" maxW="lg" mx="auto" textAlign="center" align="center">
        <Heading as="h1" size="lg">
          {t('landing.noAccess')}
        </Heading>
        <Text color="fg.muted">{t(WHY_CLOSED[closed])}</Text>
        {path && <Button onClick={() => navigate(path, { replace: true })}>{t('landing.goToStart')}</Button>}
      </Stack>
    );
  }
  if (path) {
    // Start fetching the landing page's code now rather than after the navigation renders.
    void preloadPage(pageRoute(path, access));
    return <Navigate to={path} replace />;
  }
  return (
    <Stack p="10" gap="2" maxW="lg" mx="auto" textAlign="center">
      <Heading as="h1" size="lg">
        {t('landing.nothing')}
      </Heading>
      <Text color="fg.muted">{t('landing.nothingText')}</Text>
    </Stack>
  );
}
