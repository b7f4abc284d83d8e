/**
 * The command palette (Ctrl+K / ⌘K, or the top bar's Search): a combobox over one list of what the
 * operator may open — the screens of their menu by their names in the tenant's words, and once
 * typing pauses, the records the server finds (orders, customers, touchpoints, wallets; only the
 * kinds their role opens). With nothing typed it shows what they opened from it last, then every
 * screen. Arrows move, Enter opens, Esc closes; a query stops at SEARCH_QUERY_MAX characters and
 * says so.
 */
import { useGuardedNavigate, useMenuWords, useRouteAccessStore, useSessionStore } from '@console/shared';
import type { SearchResult } from '@console/shared/contracts/search';
import {
  SEARCH_KINDS,
  SEARCH_QUERY_MAX,
  searchResultPath,
  type SearchKind,
} from '@console/shared/contracts/search-kinds';
import { Box, Button, Dialog, HStack, Input, Kbd, Modal, Spinner, Text } from '@console/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { visibleSections } from '../../../app/access';
import { useRegistryStore } from '../../../federation/registry-store';
import { catalogue } from '../../../i18n/catalogue';
import { searchRecordsQuery } from '../api/search-records';
import { usePaletteStore } from './palette-store';
import { readRecent, rememberRecent, type PaletteEntry } from './recent-items';

/** Keys by the names printed on them, in every language (as the shortcuts list names them). */
const KEY_CAPS = { enter: 'Enter', esc: 'Esc' } as const;

/** How long typing must pause before the server is asked. */
export const SEARCH_PAUSE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Group {
  title: string;
  entries: PaletteEntry[];
}

export function CommandPalette() {
  const open = usePaletteStore((s) => s.open === 'palette');
  const close = usePaletteStore((s) => s.close);
  const t = catalogue.useT();
  return (
    <Modal open={open} onClose={close} size="lg">
      <Dialog.Header pb="2">
        <Dialog.Title srOnly>{t('palette.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pt="0">{open && <PaletteBody onClose={close} />}</Dialog.Body>
    </Modal>
  );
}

/** The screens of the operator's menu, each by its name and section in the tenant's words and the shown language. */
function useScreens(): PaletteEntry[] {
  const user = useSessionStore((s) => s.user);
  const permissions = useSessionStore((s) => s.permissions);
  const remoteStates = useRegistryStore((s) => s.remoteStates);
  const words = useMenuWords();
  return useMemo(
    () =>
      visibleSections({ user, permissions, remoteStates }).flatMap((section) =>
        section.visibleItems.map((item) => ({
          kind: 'screen',
          title: words.itemLabel(item),
          detail: words.sectionTitle(section),
          path: item.paths[0]!,
        })),
      ),
    [user, permissions, remoteStates, words],
  );
}

function PaletteBody({ onClose }: { onClose(): void }) {
  const userId = useSessionStore((s) => s.user?.id ?? 0);
  const canOpen = useRouteAccessStore((s) => s.canOpen);
  const t = catalogue.useT();
  const navigate = useGuardedNavigate();
  const screens = useScreens();
  const [text, setText] = useState('');
  const [cut, setCut] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const query = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const searchable = SEARCH_KINDS.some((kind) => canOpen(searchResultPath(kind, 1)));
  const records = useQuery({
    ...searchRecordsQuery(query),
    enabled: searchable && query !== '',
    placeholderData: keepPreviousData,
  });

  const kindTitles: Record<SearchKind, [one: string, many: string]> = {
    order: [t('palette.order'), t('palette.orders')],
    customer: [t('palette.customer'), t('palette.customers')],
    touchpoint: [t('palette.touchpoint'), t('palette.touchpoints')],
    wallet: [t('palette.wallet'), t('palette.wallets')],
  };
  const kindName = (kind: string) =>
    kind === 'screen' ? t('palette.screen') : (kindTitles[kind as SearchKind]?.[0] ?? kind);

  const typed = text.trim().toLowerCase();
  const groups: Group[] = [];
  if (!typed) {
    const recent = readRecent(userId).filter((entry) => canOpen(entry.path));
    if (recent.length) groups.push({ title: t('palette.recent'), entries: recent });
    groups.push({ title: t('palette.screens'), entries: screens });
  } else {
    const matching = screens.filter((s) => `${s.title} ${s.detail}`.toLowerCase().includes(typed));
    if (matching.length) groups.push({ title: t('palette.screens'), entries: matching });
    // The last answer stays on screen while the next one loads (the status says Searching…).
    const found = query ? (records.data?.results ?? []) : [];
    for (const kind of SEARCH_KINDS) {
      const entries = found.filter((r: SearchResult) => r.kind === kind && canOpen(r.path));
      if (entries.length) groups.push({ title: kindTitles[kind][1], entries });
    }
  }
  const options = groups.flatMap((g) => g.entries);
  const current = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    if (current < 0) return;
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (entry: PaletteEntry) => {
    rememberRecent(userId, entry);
    onClose();
    navigate(entry.path);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // The form keys' Enter (submit the page's form) is not the palette's.
      event.preventDefault();
      if (current >= 0) choose(options[current]!);
    }
  };

  const waiting = searchable && typed !== '' && (text.trim() !== query || records.isFetching);
  let index = 0;
  return (
    <Box data-search-box>
      <Input
        role="combobox"
        // The dialog's first focus.
        data-autofocus
        aria-label={t('palette.title')}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-describedby={`${listId}-status`}
        placeholder={searchable ? t('palette.placeholder') : t('palette.placeholderScreens')}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setCut(value.length > SEARCH_QUERY_MAX);
          setText(value.slice(0, SEARCH_QUERY_MAX));
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Box id={`${listId}-status`} role="status" minH="6" mt="2" fontSize="sm" color="fg.muted">
        {cut ? (
          <Text color="fg.error">{t('palette.tooLong', { max: SEARCH_QUERY_MAX })}</Text>
        ) : records.isError && typed ? (
          <HStack>
            <Text color="fg.error">{t('palette.failed')}</Text>
            <Button size="xs" variant="outline" onClick={() => void records.refetch()}>
              {t('palette.retry')}
            </Button>
          </HStack>
        ) : waiting ? (
          <HStack>
            <Spinner size="xs" />
            <Text>{t('palette.searching')}</Text>
          </HStack>
        ) : typed && !options.length ? (
          <Text>{t('palette.nothing', { text: text.trim() })}</Text>
        ) : null}
      </Box>
      <Box id={listId} role="listbox" aria-label={t('palette.results')} maxH="60vh" overflowY="auto">
        {groups.map((group) => (
          <Box key={group.title} role="group" aria-labelledby={`${listId}-${group.title}`} mb="2">
            <Text
              id={`${listId}-${group.title}`}
              px="2"
              py="1"
              fontSize="xs"
              fontWeight="bold"
              textTransform="uppercase"
              color="fg.muted"
            >
              {group.title}
            </Text>
            {group.entries.map((entry) => {
              const i = index++;
              const selected = i === current;
              return (
                <HStack
                  key={`${entry.kind}:${entry.path}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected}
                  px="2"
                  py="1.5"
                  rounded="md"
                  cursor="pointer"
                  bg={selected ? 'bg.emphasized' : undefined}
                  onMouseMove={() => !selected && setActive(i)}
                  // Keeps the focus in the input: the option is chosen, not focused.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(entry)}
                  justify="space-between"
                  gap="3"
                >
                  <Box minW="0">
                    <Text truncate fontWeight="medium">
                      {entry.title}
                    </Text>
                    {entry.detail && (
                      <Text truncate fontSize="sm" color="fg.muted">
                        {entry.detail}
                      </Text>
                    )}
                  </Box>
                  <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                    {kindName(entry.kind)}
                  </Text>
                </HStack>
              );
            })}
          </Box>
        ))}
      </Box>
      <HStack mt="2" gap="3" fontSize="xs" color="fg.muted" aria-hidden>
        <Text>
          <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> {t('palette.move')}
        </Text>
        <Text>
          <Kbd size="sm">{KEY_CAPS.enter}</Kbd> {t('palette.open')}
        </Text>
        <Text>
          <Kbd size="sm">{KEY_CAPS.esc}</Kbd> {t('palette.close')}
        </Text>
      </HStack>
    </Box>
  );
}
