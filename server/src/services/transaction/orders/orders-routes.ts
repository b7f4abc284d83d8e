/**
 * Touchpoint Orders: the list, one order, the operator refund, and the stream of new orders
 * (server-sent events) the list shows as "N new orders — Show".
 */
import { VendHeaders } from '@console/shared/contracts';
import { recordRead, tenantRead } from '../../../lib/record-routes';
import { route, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { tenantTimeZone, touchpointOptions } from '../../merchant';
import type { OrderEvents } from './order-events';
import { refundOrder } from './order-refund-service';
import { getOrder, listOrders, orderFilterOptions } from './orders-service';

const access: Access = { permissions: ['PERM_VIEW_TRANSACTION_LIST'] };
/** A refund moves money: it needs the orders and the wallets both. */
const refundAccess: Access = { allPermissions: ['PERM_VIEW_TRANSACTION_LIST', 'PERM_VIEW_WALLET_LIST'] };
const tags = ['orders'];
const HEARTBEAT_MS = 20_000;
/** A stream ends after this long; the console reconnects (and so re-checks the session). */
const STREAM_MAX_MS = 10 * 60_000;

export default async function ordersRoutes(app: App, { events }: { events: OrderEvents }) {
  const streams = new Set<() => void>();
  // Before the server waits for its connections to end: an open stream would hold it until its own end.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  route(app, 'POST /transaction/orders/list', { config: { search: true, access }, tags }, async (request) => {
    const { tenantId } = principalOf(request);
    return listOrders(app.db, tenantId, await tenantTimeZone(app.db, tenantId), request.body);
  });

  route(app, 'GET /transaction/orders/filter-options', { config: { access }, tags }, async (request) => ({
    data: await orderFilterOptions(app.db, principalOf(request).tenantId),
  }));

  // The Touchpoint filter's search, for whoever reads orders (who may hold no touchpoint code).
  route(
    app,
    'POST /transaction/orders/touchpoint-options',
    { config: { search: true, access }, tags },
    tenantRead(app, touchpointOptions),
  );

  route(app, 'GET /transaction/orders/:id', { config: { access }, tags }, recordRead(app, getOrder));

  route(
    app,
    'POST /transaction/orders/:id/refund',
    { config: { access: refundAccess }, tags, headers: VendHeaders },
    async (request, reply) => {
      const data = await refundOrder(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      reply.header('idempotent-replayed', String(data.replayed));
      return reply.status(data.replayed ? 200 : 201).send({ data });
    },
  );

  app.get(
    '/orders/stream',
    {
      config: { access, stream: true },
      schema: { tags, summary: 'Server-sent events: one `order` event per new order' },
    },
    (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      // Past a bound this throws 429 before anything is written.
      const release = app.streamSlots.acquire(tenantId, userId);
      reply.hijack();
      const raw = reply.raw;
      // The client left while the request was being authenticated: no close event will come.
      if (raw.destroyed || request.raw.socket.destroyed) return release();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      const unsubscribe = events.subscribe(tenantId, (event) => {
        raw.write(
          `event: order\ndata: ${JSON.stringify({ id: event.id, channel_id: event.channel, touchpoint_id: event.touchpoint })}\n\n`,
        );
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const endStream = () => raw.end();
      const end = setTimeout(endStream, STREAM_MAX_MS);
      streams.add(endStream);
      // Ends the stream once its session, user, role or tenant would refuse the caller.
      const unwatch = app.streamSessions.watch(request, endStream);
      // Whichever side closes the stream (the client leaving, the server ending it), once.
      raw.once('close', () => {
        clearInterval(heartbeat);
        clearTimeout(end);
        unsubscribe();
        unwatch();
        streams.delete(endStream);
        release();
      });
    },
  );
}
