/**
 * The Actions column of a list: View / Edit / Delete for a row — as buttons, or, on narrow
 * screens, one "Actions" menu per row so the table never needs a horizontal scroll for them.
 */
import { Button, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { kit } from '../i18n/kit-messages';
import { kitHeader } from '../i18n/kit-text';
import { ReasonedButton } from './reasoned-button';
import type { DataTableColumn } from './table-types';
import { NARROW_QUERY, useMediaQuery } from './use-media-query';

export interface ActionsColumnOptions<T> {
  onEdit?(row: T): void;
  onDelete?(row: T): void;
  onView?(row: T): void;
  /** Names the row in the buttons' accessible labels: "Edit Alice". */
  rowLabel?(row: T): string;
  /** Whether this row offers Delete at all — the same rule its view page applies (default: yes). */
  canDelete?(row: T): boolean;
  /**
   * Why this row cannot be deleted now (a group an institution links), or null when it can: Delete
   * stays, unavailable, and says why (`ReasonedButton`; on a phone, in its menu item).
   */
  deleteUnavailable?(row: T): string | null;
  header?: string;
}

function isDefaultRow(row: unknown): boolean {
  return typeof row === 'object' && row !== null && 'is_default' in row && Boolean(row.is_default);
}

const VERB_KEYS = {
  View: ['table.view', 'table.viewNamed'],
  Edit: ['table.edit', 'table.editNamed'],
  Delete: ['table.delete', 'table.deleteNamed'],
} as const;

interface RowAction {
  verb: 'View' | 'Edit' | 'Delete';
  run(): void;
  /** Why the action is unavailable; it is shown, and does nothing. */
  reason?: string | null;
}

function RowActions({ actions, name }: { actions: RowAction[]; name: string | undefined }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const t = kit.useT();
  const word = (verb: RowAction['verb']) => t(VERB_KEYS[verb][0]);
  const label = (verb: RowAction['verb']) => (name ? t(VERB_KEYS[verb][1], { name }) : word(verb));
  if (actions.length === 0) return null;
  if (narrow) {
    return (
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            size="xs"
            variant="outline"
            aria-label={name ? t('table.actionsFor', { name }) : t('table.actionsForNone')}
          >
            <span aria-hidden>⋯</span>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {actions.map((action) => (
                <Menu.Item
                  key={action.verb}
                  value={action.verb}
                  color={action.verb === 'Delete' ? 'fg.error' : undefined}
                  disabled={!!action.reason}
                  onSelect={action.reason ? undefined : action.run}
                  flexDirection="column"
                  alignItems="flex-start"
                >
                  {word(action.verb)}
                  {action.reason && (
                    <Text fontSize="xs" color="fg.muted" maxW="56">
                      {action.reason}
                    </Text>
                  )}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    );
  }
  return (
    <HStack gap="1" align="flex-start">
      {actions.map((action) =>
        action.reason ? (
          <ReasonedButton
            key={action.verb}
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={label(action.verb)}
            reason={action.reason}
            onClick={action.run}
          >
            {word(action.verb)}
          </ReasonedButton>
        ) : (
          <Button
            key={action.verb}
            size="xs"
            variant={action.verb === 'View' ? 'ghost' : 'outline'}
            colorPalette={action.verb === 'Delete' ? 'red' : undefined}
            aria-label={label(action.verb)}
            onClick={action.run}
          >
            {word(action.verb)}
          </Button>
        ),
      )}
    </HStack>
  );
}

/**
 * View / Edit / Delete. A row flagged is_default (the company admin, its role, the default group)
 * is never edited or deleted here: it shows View alone, so it can still be read.
 */
export function actionsColumn<T>({
  onEdit,
  onDelete,
  onView,
  rowLabel,
  canDelete = () => true,
  deleteUnavailable = () => null,
  header,
}: ActionsColumnOptions<T>): DataTableColumn<T> {
  return {
    id: 'actions',
    header: header ?? kitHeader('table.actions'),
    meta: { actions: true, opens: onView !== undefined },
    cell: ({ row }) => {
      const item = row.original;
      const fixed = isDefaultRow(item);
      const actions: RowAction[] = [];
      if (onView) actions.push({ verb: 'View', run: () => onView(item) });
      if (onEdit && !fixed) actions.push({ verb: 'Edit', run: () => onEdit(item) });
      if (onDelete && !fixed && canDelete(item))
        actions.push({ verb: 'Delete', run: () => onDelete(item), reason: deleteUnavailable(item) });
      return <RowActions actions={actions} name={rowLabel?.(item)} />;
    },
  };
}
