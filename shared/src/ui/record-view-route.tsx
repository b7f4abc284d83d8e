/**
 * A view page's route (`/x-view/:id`): the record's states until it is loaded (`<RecordState>`,
 * under the page's title with Back), then the page with the record, keyed by it. It registers the
 * top bar's Refresh for the record. The page's hooks (delete, dialogs, `useCanOpen`) live in the
 * component it renders, which gets the record and the Back button to place in its header. Its
 * `<PageHeader>` shows the breadcrumb trail: the list › the record.
 *
 *   export default function UserViewPage() {
 *     return (
 *       <RecordViewRoute query={userQuery} noun="User" title="User Details" listPath="/users-list">
 *         {(user, back) => <UserView user={user} back={back} />}
 *       </RecordViewRoute>
 *     );
 *   }
 */
import type { ReactNode } from 'react';
import type { RecordQuery, RecordRouteOptions } from '../list/use-record-route';
import { BackButton } from './back-button';
import { RecordRouteSwitch } from './record-route-switch';

export function RecordViewRoute<T extends { id: number }>({
  query,
  noun,
  title,
  listPath,
  idFrom,
  recordName,
  children,
}: {
  /** The api file's detail query (`userQuery`). */
  query: RecordQuery<T>;
  /** The record's kind, capitalised ("User", the tenant's "Employee"). */
  noun: string;
  /** The page's heading, shown over the record's states too ("User Details"). */
  title: string;
  /** Where Back goes: the list the record belongs to. */
  listPath: string;
  idFrom?: RecordRouteOptions['idFrom'];
  /** The record's name in the breadcrumb trail; its `name` (else `#<id>`) unless said. */
  recordName?: (record: T) => string;
  /** The page with its record; `back` is the Back button for its header. */
  children(record: T, back: ReactNode): ReactNode;
}) {
  const back = <BackButton to={listPath} />;
  return (
    <RecordRouteSwitch
      query={query}
      options={{ idFrom, isNew: false, refreshAction: true }}
      kind="view"
      noun={noun}
      recordName={recordName}
      title={title}
      right={back}
    >
      {(record) => record && children(record, back)}
    </RecordRouteSwitch>
  );
}
