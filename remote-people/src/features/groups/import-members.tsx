/**
 * Import Members on a group's page: customers added to the group from a CSV file of mobiles. The
 * group's page is opened by the permission that edits the group, which this needs too.
 */
import type { CustomerGroupDetail } from '@console/shared/contracts';
import { Button } from '@console/shared/ui';
import { useState } from 'react';
import { ImportDialog } from '../../lib/imports/import-dialog';
import { catalogue } from '../../i18n/catalogue';

export function ImportMembers({ group }: { group: CustomerGroupDetail }) {
  const [importing, setImporting] = useState(false);
  const t = catalogue.useT();
  return (
    <>
      <Button variant="outline" onClick={() => setImporting(true)}>
        {t('groups.importMembers')}
      </Button>
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('groups.importTitle', { name: group.name })}
        kind="group-members"
        groupId={group.id}
      />
    </>
  );
}
