/**
 * The server-sent event streams the console reads (`api.stream`): path → each event name's data.
 * A stream is a GET that stays open; it authenticates like any call (the bearer token).
 */
import type { Static, TSchema } from 'typebox';
import { OrderStreamEvent } from './orders';

export const STREAMS = {
  '/transaction/orders/stream': { order: OrderStreamEvent },
} as const satisfies Record<string, Record<string, TSchema>>;
export type StreamPath = keyof typeof STREAMS;
/** The events of a stream, each name with its data type. */
export type StreamEvents<P extends StreamPath> = {
  [E in keyof (typeof STREAMS)[P]]: (typeof STREAMS)[P][E] extends infer S extends TSchema ? Static<S> : never;
};
