/**
 * What a record's page shows while it has no record: a spinner while it loads, "not found" (a bad
 * id never reaches the API; a 404), "no access" (403), or the server's message with Retry for
 * any other failure. Renders nothing once the record is there, or for a create form.
 */
import type { ReactNode } from 'react';
import type { RecordRoute } from '../list/use-record-route';
import { PageHeader } from './page-header';
import { Alert, Box, Button, Spinner } from './ui';
import { kit } from '../i18n/kit-messages';

export function RecordState({
  route,
  noun,
  title,
  right,
}: {
  route: Pick<RecordRoute<unknown>, 'status' | 'error' | 'retry'>;
  /** The record's kind, capitalised: "User". */
  noun: string;
  title: string;
  right?: ReactNode;
}) {
  const t = kit.useT();
  const lower = noun.toLowerCase();
  if (route.status === 'new' || route.status === 'ready') return null;
  return (
    <>
      <PageHeader title={title} right={right} />
      {route.status === 'loading' ? (
        <Box textAlign="center" p="8">
          <Spinner aria-label={t('record.loading', { noun: lower })} />
        </Box>
      ) : route.status === 'failed' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('record.failed', { noun: lower })}</Alert.Title>
            {route.error && <Alert.Description>{route.error}</Alert.Description>}
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={route.retry}>
            {t('record.retry')}
          </Button>
        </Alert.Root>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {route.status === 'forbidden' ? t('record.forbidden', { noun: lower }) : t('record.notFound', { noun })}
          </Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}
