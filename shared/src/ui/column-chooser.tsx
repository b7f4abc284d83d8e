/**
 * A list's Columns button: a popover with a box per column (its header) to show or hide it, Move
 * up / Move down on each shown one to reorder (by keyboard: the focus stays on the moved column's
 * button), Reset columns (every column in the list's order, the saved default forgotten) and Save
 * as my default. The choice is the list's URL state (`list.columns`); at least one column stays
 * shown, and the row's actions are always shown and never offered.
 */
import { Checkbox, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { flexRender } from '@tanstack/react-table';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { kit } from '../i18n/kit-messages';
import { columnIdOf, isChoosable, shownColumnIds } from '../list/column-choice';
import type { DataTableColumn } from './table-types';
import { Button, VisuallyHidden } from './ui';

export interface ColumnChoice {
  /** What the list shows now: the URL's choice, else the saved default (undefined: every column). */
  current: string[] | undefined;
  /** Given a function, it decides from the choice as the last change left it (not as rendered). */
  setVisible(ids: string[] | undefined | ((latest: string[] | undefined) => string[] | undefined)): void;
  savedDefault: string[] | undefined;
  saveDefault(ids: string[] | undefined): void;
}

export interface ColumnChooserProps<T> {
  columns: DataTableColumn<T>[];
  choice: ColumnChoice;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** A column's header as the chooser names it (a header may be a component, in the tenant's words). */
function headerOf<T>(column: DataTableColumn<T>): ReactNode {
  const { header } = column;
  if (header === undefined) return columnIdOf(column);
  return typeof header === 'string' ? header : flexRender(header, {} as never);
}

/** A message naming a column (`{name}`) with the column's header, which may be a component, in its place. */
function aroundName(message: string, name: ReactNode): ReactNode {
  const [before, after = ''] = message.split('{name}');
  return (
    <>
      {before}
      {name}
      {after}
    </>
  );
}

export function ColumnChooser<T>({ columns, choice }: ColumnChooserProps<T>) {
  const t = kit.useT();
  const choosable = columns.filter(isChoosable);
  const all = choosable.map(columnIdOf);
  const shown = shownColumnIds(columns, choice.current);
  const hidden = all.filter((id) => !shown.includes(id));
  const byId = new Map(choosable.map((column) => [columnIdOf(column), column]));
  const [note, setNote] = useState('');

  // A moved column keeps the focus: on the button pressed, else (at the end) on the other one.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ id: string; dir: 'up' | 'down'; order: string } | null>(null);
  const order = shown.join(',');
  useEffect(() => {
    // Once the list shows the new order (the URL changes after the click).
    if (!moved || moved.order !== order) return;
    const pressed = buttons.current.get(`${moved.id}:${moved.dir}`);
    const other = buttons.current.get(`${moved.id}:${moved.dir === 'up' ? 'down' : 'up'}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    setMoved(null);
  }, [moved, order]);

  /** Changes the shown columns as the last change left them (a quick second click builds on the first). */
  const change = (decide: (latest: string[]) => string[]): string[] => {
    setNote('');
    let next: string[] = [];
    choice.setVisible((latest) => (next = decide(shownColumnIds(columns, latest))));
    return next;
  };
  const toggle = (id: string, on: boolean) =>
    change((latest) =>
      on
        ? latest.includes(id)
          ? latest
          : [...latest, id]
        : latest.length > 1 // at least one column stays shown
          ? latest.filter((s) => s !== id)
          : latest,
    );
  const move = (id: string, dir: 'up' | 'down') => {
    const next = change((latest) => {
      const at = latest.indexOf(id);
      const to = dir === 'up' ? at - 1 : at + 1;
      if (at < 0 || to < 0 || to >= latest.length) return latest;
      const moved = [...latest];
      [moved[at], moved[to]] = [moved[to]!, moved[at]!];
      return moved;
    });
    setMoved({ id, dir, order: next.join(',') });
  };
  const reset = () => {
    choice.saveDefault(undefined);
    choice.setVisible(undefined);
    setNote(t('columns.resetNote'));
  };
  const saveDefault = () => {
    choice.saveDefault(same(shown, all) ? undefined : shown);
    setNote(t('columns.savedNote'));
  };

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit onOpenChange={() => setNote('')}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('columns.title')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs" maxW="calc(100vw - 1rem)" aria-label={t('columns.title')}>
            <Popover.Body p="3">
              <Popover.Title fontWeight="semibold" mb="2">
                {t('columns.title')}
              </Popover.Title>
              <Stack as="ul" listStyleType="none" gap="1" maxH="60vh" overflowY="auto">
                {[...shown, ...hidden].map((id) => {
                  const column = byId.get(id)!;
                  const on = shown.includes(id);
                  const at = shown.indexOf(id);
                  const name = headerOf(column);
                  return (
                    <HStack as="li" key={id} gap="1" justify="space-between" data-column-id={id}>
                      <Checkbox.Root
                        size="sm"
                        checked={on}
                        // At least one column stays shown.
                        disabled={on && shown.length === 1}
                        onCheckedChange={(details) => toggle(id, details.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{name}</Checkbox.Label>
                      </Checkbox.Root>
                      <HStack gap="1">
                        {(['up', 'down'] as const).map((dir) => (
                          <IconButton
                            key={dir}
                            ref={(element: HTMLButtonElement | null) => {
                              if (element) buttons.current.set(`${id}:${dir}`, element);
                              else buttons.current.delete(`${id}:${dir}`);
                            }}
                            size="2xs"
                            variant="ghost"
                            disabled={!on || (dir === 'up' ? at === 0 : at === shown.length - 1)}
                            onClick={() => move(id, dir)}
                          >
                            <VisuallyHidden>
                              {aroundName(t(dir === 'up' ? 'columns.moveUp' : 'columns.moveDown'), name)}
                            </VisuallyHidden>
                            <span aria-hidden>{dir === 'up' ? '↑' : '↓'}</span>
                          </IconButton>
                        ))}
                      </HStack>
                    </HStack>
                  );
                })}
              </Stack>
              <HStack gap="2" mt="3" wrap="wrap">
                <Button size="xs" variant="outline" onClick={reset}>
                  {t('columns.reset')}
                </Button>
                <Button size="xs" variant="outline" onClick={saveDefault}>
                  {t('columns.saveDefault')}
                </Button>
              </HStack>
              <Text fontSize="xs" color="fg.muted" mt="2" aria-live="polite" minH="4">
                {note}
              </Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
