/**
 * The one dispatch of a record's route, behind `<RecordFormRoute>` and `<RecordViewRoute>` (not
 * exported from the kit): load the record from the route's id, render the create form for `new`,
 * `<RecordState>` while there is no record, then the record's content keyed by its id, so moving
 * from one record to another (or to the create form) starts fresh.
 */
import { Fragment, type ReactNode } from 'react';
import { useRecordRoute, type RecordQuery, type RecordRouteOptions } from '../list/use-record-route';
import { RecordState } from './record-state';

export function RecordRouteSwitch<T extends { id: number }>({
  query,
  options,
  noun,
  title,
  right,
  children,
}: {
  query: RecordQuery<T>;
  options: RecordRouteOptions;
  noun: string;
  /** The heading while the record is not there. */
  title: string;
  /** The header's actions while the record is not there (a view page's Back). */
  right?: ReactNode;
  /** `record` is undefined only on the create form. */
  children(record: T | undefined): ReactNode;
}) {
  const route = useRecordRoute(query, options);
  if (route.status === 'new') return <Fragment key="new">{children(undefined)}</Fragment>;
  if (!route.record) return <RecordState route={route} noun={noun} title={title} right={right} />;
  return <Fragment key={route.record.id}>{children(route.record)}</Fragment>;
}
