/**
 * The one dispatch of a record's route, behind `<RecordFormRoute>` and `<RecordViewRoute>` (not
 * exported from the kit): load the record from the route's id, render the create form for `new`,
 * `<RecordState>` while there is no record, then the record's content keyed by its id, so moving
 * from one record to another (or to the create form) starts fresh. It gives the page its
 * breadcrumb trail (list › record › Edit), which the page's `<PageHeader>` draws.
 */
import { Fragment, type ReactNode } from 'react';
import { useRecordRoute, type RecordQuery, type RecordRouteOptions } from '../list/use-record-route';
import { RecordTrailContext } from './breadcrumbs';
import { RecordState } from './record-state';
import { recordCrumbName, useRecordTrail, type RecordPageKind } from './record-trail';

export function RecordRouteSwitch<T extends { id: number }>({
  query,
  options,
  kind,
  noun,
  title,
  recordName = recordCrumbName,
  right,
  children,
}: {
  query: RecordQuery<T>;
  options: RecordRouteOptions;
  /** A form page's trail ends in Edit / New <noun>; a view page's in the record. */
  kind: RecordPageKind;
  noun: string;
  /** The heading while the record is not there. */
  title: string;
  /** The record's name in the trail. */
  recordName?: ((record: T) => string) | undefined;
  /** The header's actions while the record is not there (a view page's Back). */
  right?: ReactNode;
  /** `record` is undefined only on the create form. */
  children(record: T | undefined): ReactNode;
}) {
  const route = useRecordRoute(query, options);
  const { record } = route;
  const trail = useRecordTrail({
    kind,
    noun,
    id: route.id,
    record: record && { id: record.id, name: recordName(record) },
    isNew: route.status === 'new',
  });
  return (
    <RecordTrailContext.Provider value={trail}>
      {route.status === 'new' ? (
        <Fragment key="new">{children(undefined)}</Fragment>
      ) : !record ? (
        <RecordState route={route} noun={noun} title={title} right={right} />
      ) : (
        <Fragment key={record.id}>{children(record)}</Fragment>
      )}
    </RecordTrailContext.Provider>
  );
}
