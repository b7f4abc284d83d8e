/**
 * The one way a form or dialog shows the server's refusal of what it sent: the message in a red
 * alert where the user is looking (above the fields or the buttons), never a toast as well. It is
 * an ARIA alert, so a screen reader hears the refusal when it appears.
 *
 * `error` is what the call failed with (a mutation's `error`): a refused ApiError shows its
 * message; an aborted call (the user left) and anything else that is not a message show nothing.
 * A form that has already picked the message out (one its fields do not show) passes the text.
 */
import type { AlertRootProps } from '@chakra-ui/react';
import { isValidElement, type ReactNode } from 'react';
import { ApiError } from '../api/client';
import { Alert } from './ui';

export interface RefusalAlertProps extends Omit<AlertRootProps, 'status' | 'children'> {
  error: unknown;
}

/** What to show for a failed call: a refused ApiError's message, a message given as is, else nothing. */
function refusalMessage(error: unknown): ReactNode {
  if (error instanceof ApiError) return error.aborted ? null : error.message;
  if (typeof error === 'string' || isValidElement(error)) return error;
  return null;
}

export function RefusalAlert({ error, ...layout }: RefusalAlertProps) {
  const message = refusalMessage(error);
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" {...layout}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
