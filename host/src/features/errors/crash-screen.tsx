/** "Oops! Something went wrong." — Try Again reloads, Go Home opens /, the last two only log. */
import { Button, Heading, HStack, Stack, Text } from '@console/shared';

export function CrashScreen() {
  return (
    <Stack role="alert" minH="100vh" align="center" justify="center" gap="4" p="8" textAlign="center">
      <Heading as="h1" size="2xl">
        Oops! Something went wrong.
      </Heading>
      <Text color="fg.muted">The console hit an unexpected error. Your data is safe; try again or go back home.</Text>
      <HStack gap="3" flexWrap="wrap" justify="center">
        <Button colorPalette="blue" onClick={() => window.location.reload()}>
          Try Again
        </Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          Go Home
        </Button>
        <Button variant="ghost" onClick={() => console.info('crash: Report Issue requested')}>
          Report Issue
        </Button>
        <Button variant="ghost" onClick={() => console.info('crash: Contact Support requested')}>
          Contact Support
        </Button>
      </HStack>
    </Stack>
  );
}
