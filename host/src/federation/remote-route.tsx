/**
 * One page of a remote, under an error boundary: a remote that is down, hangs or throws shows its
 * section's fallback, and Retry loads it afresh; a page whose code a newer build replaced offers
 * "A new version is available — Reload". The page's code is loaded into state rather than
 * through React.lazy, so it renders (and starts its data calls) the moment it arrives — Suspense
 * would hold the reveal back by up to 300 ms.
 */
import { useLoadedPage, type PageLoader } from '@console/shared';
import { Box, Button, Heading, Spinner, Stack, Text } from '@console/shared/ui';
import { Component, memo, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { reloadPage, useStaleBuild } from '../features/errors/stale-build';
import { NewVersionNotice } from '../features/shell/new-version-notice';
import { catalogue } from '../i18n/catalogue';
import { frontDoor } from '../i18n/front-door';
import { useRegistryStore } from './registry-store';
import { markPageShown } from './first-page';
import { loadedRemoteRoutes, loadRemoteRoutes } from './remote-loader';

interface BoundaryProps {
  remote: string;
  onRetry(): void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.remote} failed`, error, info.componentStack);
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <PageFailed
        remote={this.props.remote}
        error={this.state.error}
        onRetry={() => {
          this.setState({ error: undefined });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * A page whose code a newer build of its remote replaced offers the reload that loads it; any other
 * failure says the section is unavailable, with Retry.
 */
function PageFailed({ remote, error, onRetry }: { remote: string; error: unknown; onRetry(): void }) {
  const stale = useStaleBuild(error);
  const t = frontDoor.useT();
  if (stale === 'checking') return <SectionSpinner />;
  if (stale) return <NewVersionNotice reload={reloadPage}>{t('errors.newVersion')}</NewVersionNotice>;
  return (
    <SectionUnavailable
      remote={remote}
      reason={error instanceof Error ? error.message : String(error)}
      onRetry={onRetry}
    />
  );
}

/**
 * Why a remote failed, for the operator and whoever deploys: a remote built against a newer
 * @console/shared than the host provides is refused by the federation runtime (strictVersion);
 * that is a deployment order problem, said in words. Anything else is shown as it came.
 */
export function failureReason(message: string, t: typeof catalogue.t = catalogue.t): string {
  const shared = /@console\/shared(\/ui)?/.exec(message);
  const versions = message.match(/\^?\d+\.\d+\.\d+/g) ?? [];
  if (shared && /version|satisf/i.test(message)) {
    return t('notices.newerConsole', { shared: shared[0], versions: versions.join(' vs ') });
  }
  return message;
}

function SectionUnavailable({ remote, reason, onRetry }: { remote: string; reason?: string; onRetry(): void }) {
  const t = catalogue.useT();
  return (
    <Stack
      role="alert"
      gap="3"
      p="8"
      maxW="lg"
      mx="auto"
      mt="10"
      borderWidth="1px"
      borderRadius="md"
      textAlign="center"
    >
      <Heading size="md">{t('notices.unavailable')}</Heading>
      <Text color="fg.muted">{t('notices.unavailableText', { remote })}</Text>
      {reason && (
        <Text fontSize="sm" data-testid="section-failure-reason">
          {failureReason(reason, t)}
        </Text>
      )}
      <Box>
        <Button onClick={onRetry} colorPalette="blue">
          {t('notices.retry')}
        </Button>
      </Box>
    </Stack>
  );
}

function SectionSpinner() {
  const t = catalogue.useT();
  return (
    <Box p="10" textAlign="center">
      <Spinner size="lg" aria-label={t('notices.loadingSection')} />
    </Box>
  );
}

/** The page's loader from the remote's routes, once the registry has loaded the remote. */
function useRemotePage(remote: string, path: string, ready: boolean): PageLoader | null | 'not served' {
  const key = `${remote}${path}`;
  // Routes already loaded (the remote of the page opened after sign-in) give the page at once.
  const [loader, setLoader] = useState<{ key: string; load: PageLoader | 'not served' } | null>(() => {
    const mod = ready ? loadedRemoteRoutes(remote) : undefined;
    return mod ? { key, load: mod.routes[path] ?? 'not served' } : null;
  });
  useEffect(() => {
    if (!ready) return;
    let live = true;
    // When the registry says ready, the routes module is loaded: this resolves at once.
    void loadRemoteRoutes(remote).then((mod) => {
      const load = mod.routes[path] ?? 'not served';
      if (live) setLoader((was) => (was?.key === key && was.load === load ? was : { key, load }));
    });
    return () => {
      live = false;
    };
  }, [ready, remote, path, key]);
  return loader?.key === key ? loader.load : null;
}

function LoadedPage({ load, attempt }: { load: PageLoader; attempt: number }) {
  const page = useLoadedPage(load, attempt);
  const ready = page.status === 'ready';
  useEffect(() => {
    if (ready) markPageShown();
  }, [ready]);
  if (page.status === 'failed') throw page.error;
  if (page.status === 'loading') return <SectionSpinner />;
  return <page.Page />;
}

/**
 * Memoised: the shell re-renders when any remote's state changes (the others load after the first
 * page), and the page on screen need not render again for that.
 */
export const RemoteRoute = memo(function RemoteRoute({ remote, path }: { remote: string; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRegistryStore((s) => s.remoteStates[remote]);
  const retryRemote = useRegistryStore((s) => s.retryRemote);
  const load = useRemotePage(remote, path, state?.status === 'ready');
  // The registry already knows the remote failed to load: say so at once, never load it again here.
  if (state?.status === 'failed') {
    return <SectionUnavailable remote={remote} reason={state.error} onRetry={() => void retryRemote(remote)} />;
  }
  if (load === 'not served') return <Navigate to="/" replace />;
  if (!load) return <SectionSpinner />;
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedPage load={load} attempt={attempt} />
    </RemoteBoundary>
  );
});
