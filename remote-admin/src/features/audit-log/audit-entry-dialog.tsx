/**
 * One audit entry: who did what to which record, when and from where, and a table of its fields
 * before and after — the changed ones first and marked, the unchanged ones behind a toggle.
 */
import { formatDate, orEmpty } from '@console/shared';
import type { AuditEntry } from '@console/shared/contracts';
import { Badge, Button, Checkbox, DetailList, Dialog, Modal, Stack, Table, Text } from '@console/shared/ui';
import { useState } from 'react';
import { catalogue } from '../../i18n/catalogue';
import { fieldChanges } from './audit-change';
import { actionText } from './audit-log-filters';
import { entityLabel } from './columns';

export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  return (
    <Modal open={entry !== null} onClose={onClose} size="lg">
      {entry && <EntryBody entry={entry} onClose={onClose} />}
    </Modal>
  );
}

function EntryBody({ entry, onClose }: { entry: AuditEntry; onClose(): void }) {
  const t = catalogue.useT();
  const [showAll, setShowAll] = useState(false);
  const rows = fieldChanges(entry.before, entry.after);
  const changed = rows.filter((r) => r.changed);
  const shown = showAll ? rows : changed;
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          {actionText(t, entry.action)}: {entityLabel(t, entry)}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <DetailList
            rows={[
              [t('audit.column.who'), orEmpty(entry.user_email)],
              [t('audit.column.when'), formatDate(entry.created_at)],
              [t('audit.entry.ip'), orEmpty(entry.ip)],
              [t('audit.entry.fieldsChanged'), changed.length],
            ]}
          />
          {rows.length === 0 ? (
            <Text color="fg.muted">{t('audit.entry.empty')}</Text>
          ) : (
            <>
              <Checkbox.Root checked={showAll} onCheckedChange={(e) => setShowAll(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('audit.entry.showUnchanged', { n: rows.length - changed.length })}</Checkbox.Label>
              </Checkbox.Root>
              <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="96">
                <Table.Root size="sm" stickyHeader>
                  <Table.Caption srOnly>{t('audit.entry.caption')}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('audit.entry.field')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('audit.entry.before')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('audit.entry.after')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {shown.map((row) => (
                      <Table.Row key={row.field} bg={row.changed ? 'bg.warning' : undefined}>
                        <Table.Cell fontWeight="medium">
                          {row.field}
                          {row.changed && (
                            <Badge ms="2" size="sm" colorPalette="orange">
                              {t('audit.entry.changed')}
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
        <Button onClick={onClose}>{t('audit.entry.close')}</Button>
      </Dialog.Footer>
    </>
  );
}
