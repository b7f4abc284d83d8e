/**
 * What a record's page shows before it has the record: "not found" (a bad id never reaches the
 * API; a 404 was already toasted by the client), "could not be loaded" for other failures, or a
 * spinner while it loads. Null once the record is there.
 */
import { ApiError } from '../api/client';
import { PageHeader } from './page-header';
import { Alert, Box, Spinner } from './ui';
import type { ReactNode } from 'react';

interface RecordQuery {
  isError: boolean;
  error: unknown;
  data: unknown;
}

export function RecordState({
  id,
  query,
  noun,
  title,
  right,
}: {
  id: number | undefined;
  query: RecordQuery;
  noun: string;
  title: string;
  right?: ReactNode;
}) {
  const lower = noun.toLowerCase();
  if (id === undefined || query.isError) {
    const missing = id === undefined || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <>
        <PageHeader title={title} right={right} />
        <Alert.Root status={missing ? 'warning' : 'error'}>
          <Alert.Indicator />
          <Alert.Title>{missing ? `${noun} not found` : `The ${lower} could not be loaded.`}</Alert.Title>
        </Alert.Root>
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <PageHeader title={title} right={right} />
        <Box textAlign="center" p="8">
          <Spinner aria-label={`Loading ${lower}`} />
        </Box>
      </>
    );
  }
  return null;
}
