/**
 * A determinate progress bar (a bulk credit's wallets, a report's rows): `value` of `max`, named
 * by `label` for assistive technology.
 */
import { Box } from '@chakra-ui/react';

export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      h="3"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg="green.500" transition="width 0.2s" />
    </Box>
  );
}
