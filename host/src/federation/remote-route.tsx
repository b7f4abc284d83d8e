/**
 * One page of a remote, mounted lazily under an error boundary: a remote that is down, hangs or
 * throws shows its section's fallback, and Retry loads it afresh (React.lazy caches a rejected
 * import, so Retry builds a new lazy component).
 */
import { Box, Button, Heading, Spinner, Stack, Text } from '@console/shared/ui';
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Navigate } from 'react-router-dom';
import { loadRemoteRoutes } from './remote-loader';
import { useRegistryStore } from './registry-store';

const NOT_SERVED = Symbol('not served');

function pageOf(remote: string, path: string) {
  return lazy(async () => {
    const mod = await loadRemoteRoutes(remote);
    const Page: ComponentType | undefined = mod.routes[path];
    if (!Page) throw NOT_SERVED;
    // The remote's page is itself lazy; React.lazy must resolve to a component, not a lazy.
    return { default: () => <Page /> };
  });
}

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
    if (error !== NOT_SERVED) console.error(`${this.props.remote} failed`, error, info.componentStack);
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error === NOT_SERVED) return <Navigate to="/" replace />;
    return (
      <SectionUnavailable
        remote={this.props.remote}
        onRetry={() => {
          this.setState({ error: undefined });
          this.props.onRetry();
        }}
      />
    );
  }
}

function SectionUnavailable({ remote, onRetry }: { remote: string; onRetry(): void }) {
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
      <Heading size="md">This section is unavailable</Heading>
      <Text color="fg.muted">
        It could not be loaded ({remote}). The rest of the console keeps working; try again in a moment.
      </Text>
      <Box>
        <Button onClick={onRetry} colorPalette="blue">
          Retry
        </Button>
      </Box>
    </Stack>
  );
}

export function RemoteRoute({ remote, path }: { remote: string; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRegistryStore((s) => s.remoteStates[remote]);
  const retryRemote = useRegistryStore((s) => s.retryRemote);
  // A fresh lazy component per attempt: the old one remembers its rejection.
  const Page = useMemo(() => pageOf(remote, path), [remote, path, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const spinner = (
    <Box p="10" textAlign="center">
      <Spinner size="lg" aria-label="Loading section" />
    </Box>
  );
  // The registry already knows the remote failed to load: say so at once, never load it again here.
  if (state?.status === 'failed') {
    return <SectionUnavailable remote={remote} onRetry={() => void retryRemote(remote)} />;
  }
  if (state?.status === 'loading') return spinner;
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={spinner}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
