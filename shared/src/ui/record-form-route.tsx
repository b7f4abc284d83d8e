/**
 * A form page's route (`/add-x` and `/add-x/:id`): the create form without an id; the record's
 * states until it is loaded (`<RecordState>`); then the edit form with the record. The form is
 * keyed by the record, so moving from one record to another (or to the create form) starts fresh.
 * Its `<PageHeader>` shows the breadcrumb trail: the list › the record › Edit (New <noun> on a create).
 *
 *   export default function UserFormPage() {
 *     return <RecordFormRoute query={userQuery} noun="User">{(user) => <UserForm user={user} />}</RecordFormRoute>;
 *   }
 */
import type { ReactNode } from 'react';
import type { RecordQuery, RecordRouteOptions } from '../list/use-record-route';
import { RecordRouteSwitch } from './record-route-switch';
import { kit } from '../i18n/kit-messages';

export function RecordFormRoute<T extends { id: number }>({
  query,
  noun,
  title: ownTitle,
  idFrom,
  isNew,
  recordName,
  children,
}: {
  /** The api file's detail query (`userQuery`). */
  query: RecordQuery<T>;
  /** The record's kind, capitalised ("User", the tenant's "Employee"). */
  noun: string;
  /** The heading while the record is not there; "Edit <noun>" unless said. */
  title?: string;
  idFrom?: RecordRouteOptions['idFrom'];
  isNew?: boolean;
  /** The record's name in the breadcrumb trail; its `name` (else `#<id>`) unless said. */
  recordName?: (record: T) => string;
  /** The form: `record` is undefined on the create form. */
  children(record: T | undefined): ReactNode;
}) {
  const t = kit.useT();
  const title = ownTitle ?? t('page.editNoun', { noun });
  return (
    <RecordRouteSwitch
      query={query}
      options={{ idFrom, isNew }}
      kind="form"
      noun={noun}
      title={title}
      recordName={recordName}
    >
      {children}
    </RecordRouteSwitch>
  );
}
