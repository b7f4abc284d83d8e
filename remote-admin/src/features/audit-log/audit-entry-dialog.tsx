/**
 * One audit entry: who did what to which record, when and from where, and a table of its fields
 * before and after — the changed ones first and marked, the unchanged ones behind a toggle.
 */
import { formatDate, orEmpty } from '@console/shared';
import type { AuditEntry } from '@console/shared/contracts';
import { Badge, Button, Checkbox, DetailList, Dialog, Modal, Stack, Table, Text } from '@console/shared/ui';
import { useState } from 'react';
import { fieldChanges } from './audit-change';
import { titleOf } from './audit-log-filters';
import { entityLabel } from './columns';

export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  return (
    <Modal open={entry !== null} onClose={onClose} size="lg">
      {entry && <EntryBody entry={entry} onClose={onClose} />}
    </Modal>
  );
}

function EntryBody({ entry, onClose }: { entry: AuditEntry; onClose(): void }) {
  const [showAll, setShowAll] = useState(false);
  const rows = fieldChanges(entry.before, entry.after);
  const changed = rows.filter((r) => r.changed);
  const shown = showAll ? rows : changed;
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          {titleOf(entry.action)}: {entityLabel(entry)}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <DetailList
            rows={[
              ['Who', orEmpty(entry.user_email)],
              ['When', formatDate(entry.created_at)],
              ['IP', orEmpty(entry.ip)],
              ['Fields changed', changed.length],
            ]}
          />
          {rows.length === 0 ? (
            <Text color="fg.muted">This entry holds no record before or after.</Text>
          ) : (
            <>
              <Checkbox.Root checked={showAll} onCheckedChange={(e) => setShowAll(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Show Unchanged Fields ({rows.length - changed.length})</Checkbox.Label>
              </Checkbox.Root>
              <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="96">
                <Table.Root size="sm" stickyHeader>
                  <Table.Caption srOnly>Fields before and after</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Field</Table.ColumnHeader>
                      <Table.ColumnHeader>Before</Table.ColumnHeader>
                      <Table.ColumnHeader>After</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {shown.map((row) => (
                      <Table.Row key={row.field} bg={row.changed ? 'bg.warning' : undefined}>
                        <Table.Cell fontWeight="medium">
                          {row.field}
                          {row.changed && (
                            <Badge ms="2" size="sm" colorPalette="orange">
                              Changed
                            </Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell wordBreak="break-word">{row.before}</Table.Cell>
                        <Table.Cell wordBreak="break-word">{row.after}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>Close</Button>
      </Dialog.Footer>
    </>
  );
}
