/**
 * The pager under every list: rows per page, "Total n", "Showing a-b", "Page n of m", First /
 * Previous / Next / Last and a window of five page numbers around the current page, so any page is
 * two clicks away. Cursor paging offers the pages it can read now (those seen, the next and the
 * previous, the last one and those walked back from it); a total that is the planner's estimate
 * says "about". On a phone it is one line that fits 360 px inside a card: Previous, "Page n of m",
 * Next. Pages are 1-based.
 */
import { Button, Field, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { kit } from '../i18n/kit-messages';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
  pageSizeOptions?: number[];
  /** Appended to "Showing a-b", e.g. "Wallets". */
  noun?: string;
  /** The deepest page the API serves; past it the pager stops and says how to reach the rest. */
  maxPage?: number;
  /** Cursor paging: whether page n can be read now; pages it cannot are not offered. */
  canReach?: ((n: number) => boolean) | undefined;
  /** `total` is an estimate: the counts say "about". */
  estimate?: boolean | undefined;
  /** The page was read from the end of the list: its rows are the last ones before the pages after it. */
  fromEnd?: boolean | undefined;
}

const WINDOW = 5;

/** The page numbers to show: up to five, centred on the current page where the ends allow. */
export function pageWindow(page: number, lastPage: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), lastPage - WINDOW + 1));
  const end = Math.min(lastPage, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 20, 50, 100],
  noun,
  maxPage = Infinity,
  canReach,
  estimate = false,
  fromEnd = false,
}: PaginationProps) {
  const t = kit.useT();
  const sizeId = useId();
  // On a phone the pager is one line: Previous, "Page n of m", Next.
  const phone = useMediaQuery(PHONE_QUERY);
  const allPages = Math.max(1, Math.ceil(total / pageSize));
  // Offset paging stops at the deepest page the API serves; cursor paging asks what it can read.
  const lastPage = canReach ? allPages : Math.min(allPages, maxPage);
  const reach = canReach ?? ((n: number) => n >= 1 && n <= lastPage);
  // A page past the end (rows deleted since) still shows a sensible range.
  const current = Math.min(Math.max(1, page), lastPage);
  // Read from the end, the page's rows are counted back from the total.
  const last = fromEnd ? Math.max(0, total - (lastPage - current) * pageSize) : Math.min(current * pageSize, total);
  const first = total === 0 ? 0 : fromEnd ? Math.max(1, last - pageSize + 1) : (current - 1) * pageSize + 1;
  const about = estimate ? t('pager.about') : '';
  const pageOf = t('pager.pageOf', { page: current, about, pages: lastPage });
  // The pager hides when everything fits on one page. The size selector stays regardless:
  // after choosing 100 rows for a 45-row list, hiding it would leave no way back to 10.
  const paged = total > pageSize;

  return (
    <Flex align="center" justify="space-between" wrap="wrap" gap="3" mt="3">
      <HStack gap="4" wrap="wrap">
        <Field.Root orientation="horizontal" w="auto" gap="2" id={sizeId}>
          <Field.Label mb="0">{t('pager.rows')}</Field.Label>
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field value={pageSize} onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}>
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {paged && (
          <>
            <Text fontSize="sm">{t('pager.total', { about, total })}</Text>
            <Text fontSize="sm">
              {noun ? t('pager.showingNoun', { about, first, last, noun }) : t('pager.showing', { about, first, last })}
            </Text>
            {!phone && <Text fontSize="sm">{pageOf}</Text>}
            {allPages > lastPage && (
              <Text fontSize="sm" color="fg.muted">
                {t('pager.pastLast', { page: lastPage })}
              </Text>
            )}
          </>
        )}
      </HStack>
      {paged && (
        <HStack as="nav" aria-label={t('pager.nav')} gap="1" wrap="nowrap">
          {!phone && (
            <Button size="sm" variant="outline" disabled={current <= 1} onClick={() => onPageChange(1)}>
              {t('pager.first')}
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={!reach(current - 1)} onClick={() => onPageChange(current - 1)}>
            {t('pager.previous')}
          </Button>
          {phone && (
            <Text fontSize="sm" px="2" whiteSpace="nowrap" aria-current="page">
              {pageOf}
            </Text>
          )}
          {!phone &&
            pageWindow(current, lastPage)
              .filter((n) => n === current || reach(n))
              .map((n) => (
                <Button
                  key={n}
                  size="sm"
                  variant={n === current ? 'solid' : 'ghost'}
                  aria-current={n === current ? 'page' : undefined}
                  aria-label={t('pager.page', { n })}
                  onClick={() => n !== current && onPageChange(n)}
                >
                  {n}
                </Button>
              ))}
          <Button size="sm" variant="outline" disabled={!reach(current + 1)} onClick={() => onPageChange(current + 1)}>
            {t('pager.next')}
          </Button>
          {!phone && reach(lastPage) && (
            <Button size="sm" variant="outline" disabled={current >= lastPage} onClick={() => onPageChange(lastPage)}>
              {t('pager.last')}
            </Button>
          )}
        </HStack>
      )}
    </Flex>
  );
}
