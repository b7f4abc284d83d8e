/**
 * The kit's spinner. One with a label ("Loading customer") is a live status that assistive
 * technology reads (role="status": a label on a bare span is not allowed); one without is
 * decoration beside text that already says what is happening, hidden from it.
 */
import { Spinner as ChakraSpinner, type SpinnerProps } from '@chakra-ui/react';

export function Spinner(props: SpinnerProps) {
  const labelled = props['aria-label'] !== undefined;
  return <ChakraSpinner {...(labelled ? { role: 'status' } : { 'aria-hidden': true })} {...props} />;
}
