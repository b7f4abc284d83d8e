/**
 * A thin dev shell so a remote's team can run it alone (`pnpm --filter @console/remote-admin
 * dev`): sign in, a list of the remote's pages, toasts and the delete dialog. Not the console's
 * shell — the host owns permissions, menu and layout.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { lazy, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, matchPath, Route, Routes } from 'react-router-dom';
import { api } from '../api/client';
import { useSessionStore } from '../auth/session-store';
import type { PageLoader } from '../hooks/use-loaded-module';
import { useRouteAccessStore } from '../stores/route-access-store';
import { useToastStore } from '../stores/toast-store';
import { DeleteDialog } from '../ui/delete-dialog';
import { PasswordField, TextField } from '../ui/form-field';
import { ConsoleUiProvider } from '../ui/provider';
import { Box, Button, Heading, HStack, Stack, Text } from '../ui/ui';
import { kit } from '../i18n/kit-messages';

function StandaloneLogin() {
  const t = kit.useT();
  const signIn = useSessionStore((s) => s.signIn);
  return (
    <Box maxW="sm" mx="auto" mt="16">
      <Heading mb="4">{t('standalone.signIn')}</Heading>
      <Formik
        initialValues={{ email: 'admin@demo.local', password: '' }}
        onSubmit={async (values) => {
          const result = await api.post('/merchant/users/login', values, { anonymous: true });
          if (result.ok) signIn(result.data);
        }}
      >
        <Form>
          <Stack gap="3">
            <TextField name="email" label={t('standalone.email')} type="email" />
            <PasswordField name="password" label={t('standalone.password')} />
            <Button type="submit">{t('standalone.submit')}</Button>
          </Stack>
        </Form>
      </Formik>
    </Box>
  );
}

function Messages() {
  const { success, error } = useToastStore();
  if (!success && !error) return null;
  return (
    <Text role="status" p="2" bg={success ? 'green.100' : 'red.100'}>
      {success ?? error}
    </Text>
  );
}

function Standalone({ name, routes }: { name: string; routes: Record<string, PageLoader> }) {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const signOut = useSessionStore((s) => s.signOut);
  const t = kit.useT();
  const pages = useMemo(() => Object.entries(routes).map(([path, load]) => [path, lazy(load)] as const), [routes]);
  if (!isLoggedIn) return <StandaloneLogin />;
  const links = Object.keys(routes).filter((p) => !p.includes(':'));
  return (
    <Box p="4">
      <HStack gap="3" mb="4" flexWrap="wrap">
        <Text fontWeight="bold">{t('standalone.label', { name })}</Text>
        {links.map((path) => (
          <Link key={path} to={path}>
            {path}
          </Link>
        ))}
        <Button size="xs" onClick={() => signOut()}>
          {t('standalone.logout')}
        </Button>
      </HStack>
      <Messages />
      <Suspense fallback={<Text>{t('standalone.loading')}</Text>}>
        <Routes>
          {pages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
      <DeleteDialog />
    </Box>
  );
}

export function mountStandalone(name: string, routes: Record<string, PageLoader>): void {
  // Alone, a remote opens only its own paths (the server still checks every call).
  useRouteAccessStore
    .getState()
    .publish((target) => Object.keys(routes).some((path) => matchPath(path, target.split(/[?#]/)[0]!) !== null));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  createRoot(document.getElementById('root')!).render(
    <ConsoleUiProvider>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Standalone name={name} routes={routes} />
        </BrowserRouter>
      </QueryClientProvider>
    </ConsoleUiProvider>,
  );
}
