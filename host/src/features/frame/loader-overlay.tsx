/** While any call is in flight a veil blocks pointer input; it lifts when all have answered. */
import { Box, Spinner, useLoaderStore } from '@console/shared';

export function LoaderOverlay() {
  const busy = useLoaderStore((s) => s.inFlight > 0);
  if (!busy) return null;
  return (
    <Box
      data-testid="loader-overlay"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.200"
      display="flex"
      alignItems="center"
      justifyContent="center"
      cursor="progress"
    >
      <Spinner size="lg" color="blue.600" aria-label="Loading" />
    </Box>
  );
}
