/**
 * A list screen's table and pager, driven by `useListPage`: the rows, or the state that stands in
 * for them — loading, failed (the server's message and Retry, never "nothing here"), empty ("No
 * users yet" with the screen's Add action) or no match for the filters (with Clear Filters).
 */
import { type ReactNode, useMemo } from 'react';
import { isChoosable, shownColumns } from '../list/column-choice';
import { MAX_LIST_OFFSET, type ListPageState } from '../list/use-list-page';
import { ColumnChooser } from './column-chooser';
import { SavedViewsMenu } from './saved-views-menu';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';
import { kit } from '../i18n/kit-messages';
import { Alert, Box, Button, HStack, Spinner, Stack, Text } from './ui';

export interface ListViewProps<T> extends Omit<
  DataTableProps<T>,
  'data' | 'loading' | 'sort' | 'onSortChange' | 'emptyText'
> {
  list: ListPageState<T>;
  /** What the rows are, plural and capitalised: "Users". */
  noun: string;
  /** Offered when the list is empty, e.g. the Add button. */
  emptyAction?: ReactNode;
}

export function ListView<T>({ list, noun, emptyAction, columns, ...table }: ListViewProps<T>) {
  const t = kit.useT();
  const failed = list.error !== undefined;
  // The columns the operator chose to show, in their order (table and phone cards alike).
  const current = list.columns.current;
  const shown = useMemo(() => shownColumns(columns, current), [columns, current]);
  return (
    <>
      {failed && list.rows.length > 0 && <ListFailure message={list.error!} retry={list.retry} />}
      <HStack gap="3" mb="1" minH="5" justify="flex-end">
        {/* A refetch keeps the rows on screen; this says fresh ones are on the way. */}
        <Box flex="1" aria-live="polite">
          {list.refreshing && (
            <HStack gap="2" justify="flex-end" color="fg.muted" fontSize="sm">
              <Spinner size="xs" />
              <Text>{t('list.updating')}</Text>
            </HStack>
          )}
        </Box>
        <SavedViewsMenu />
        {columns.filter(isChoosable).length > 1 && <ColumnChooser columns={columns} choice={list.columns} />}
      </HStack>
      <DataTable
        {...table}
        columns={shown}
        data={list.rows}
        loading={list.status === 'loading'}
        sort={list.sort}
        onSortChange={list.setSort}
        emptyText={
          list.status === 'failed' ? (
            <ListFailure message={list.error!} retry={list.retry} />
          ) : list.status === 'no-match' ? (
            <EmptyState title={t('list.noMatch')} text={t('list.noMatchText', { noun: noun.toLowerCase() })}>
              <Button size="sm" variant="outline" onClick={list.clearFilters}>
                {t('list.clearFilters')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title={t('list.emptyYet', { noun: noun.toLowerCase() })}>{emptyAction}</EmptyState>
          )
        }
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        noun={noun}
        maxPage={Math.floor(MAX_LIST_OFFSET / list.pageSize) + 1}
        canReach={list.canReach}
        estimate={list.estimate}
        fromEnd={list.fromEnd}
      />
    </>
  );
}

export function ListFailure({ message, retry }: { message: string; retry(): void }) {
  const t = kit.useT();
  return (
    <Alert.Root status="error" textAlign="start" mb="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('list.failed')}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={retry}>
        {t('list.retry')}
      </Button>
    </Alert.Root>
  );
}

function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="2" py="2">
      <Text fontWeight="semibold" color="fg">
        {title}
      </Text>
      {text && <Text>{text}</Text>}
      {children}
    </Stack>
  );
}
