/** The router's own fallback when a route fails to render (SPEC §8). */
import { Button, Heading, Stack, Text } from '@console/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function RouterFallback() {
  const error = useRouteError();
  console.error('route failed', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Stack role="alert" minH="100vh" align="center" justify="center" gap="3" p="8" textAlign="center">
      <Heading as="h1" size="xl">
        Unexpected Application Error!
      </Heading>
      {detail && <Text color="fg.muted">{detail}</Text>}
      <Button variant="outline" onClick={() => window.location.assign('/')}>
        Go Home
      </Button>
    </Stack>
  );
}
