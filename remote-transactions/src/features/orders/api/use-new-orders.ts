/**
 * GET /transaction/orders/stream (server-sent events) — counts the orders created since the list
 * was last shown from its first page, for the "N new orders — Show" banner. Only orders that fit
 * the list's channel and touchpoint filters count (the stream names both); the list itself never
 * moves until the operator asks.
 */
import { api } from '@console/shared';
import { useEffect, useRef, useState } from 'react';

export interface NewOrdersFilter {
  channel_id?: number | undefined;
  touchpoint_id?: number | undefined;
}

export function useNewOrders(filter: NewOrdersFilter) {
  const [ids, setIds] = useState<number[]>([]);
  const filterRef = useRef(filter);
  useEffect(() => {
    filterRef.current = filter;
  });

  useEffect(
    () =>
      api.stream('/transaction/orders/stream', {
        onEvent: ({ name, data: order }) => {
          if (name !== 'order') return;
          const { channel_id, touchpoint_id } = filterRef.current;
          if (channel_id !== undefined && order.channel_id !== channel_id) return;
          if (touchpoint_id !== undefined && order.touchpoint_id !== touchpoint_id) return;
          setIds((seen) => (seen.includes(order.id) ? seen : [...seen, order.id]));
        },
      }),
    [],
  );

  return { count: ids.length, clear: () => setIds([]) };
}
