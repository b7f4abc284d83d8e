/**
 * The machine-facing vend API: a touchpoint signs with its key (Authorization: Bearer tpk_…).
 * README "Vending" documents the flow; the OpenAPI at /api/docs each body and answer.
 */
import {
  OrderIdParams,
  VendAuthorizeBody,
  VendHeaders,
  VendMachine,
  VendOrderResponse,
  VendFeedbackBody,
  VendFeedbackResponse,
  VendResultBody,
} from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { machineOf, type Access } from '../../../plugins/access';
import { reportVendResult } from './vend-result-service';
import { authorizeVend, recordFeedback } from './vend-service';

const access: Access = { machine: true };
const tags = ['vend'];
const security = [{ touchpointKey: [] }];

export default async function vendRoutes(app: App) {
  app.get(
    '/vend/me',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Which touchpoint this key stands for',
        response: responses({ 200: VendMachine }),
      },
    },
    async (request) => {
      const machine = machineOf(request);
      return {
        data: { touchpoint_id: machine.touchpointId, name: machine.touchpointName, channel_id: machine.channelId },
      };
    },
  );

  app.post(
    '/vend/authorize',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Price a cart for a customer, check the rules, debit the wallet and reserve the stock',
        headers: VendHeaders,
        body: VendAuthorizeBody,
        response: responses({ 200: VendOrderResponse, 201: VendOrderResponse }),
      },
    },
    async (request, reply) => {
      const data = await authorizeVend(
        app.db,
        { machine: machineOf(request), ip: request.ip },
        request.body,
        request.headers['idempotency-key'],
      );
      reply.header('idempotent-replayed', String(data.replayed));
      return reply.status(data.replayed ? 200 : 201).send({ data });
    },
  );

  app.post(
    '/vend/:orderId/result',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Report what vended per line: the rest is refunded to the wallet, once',
        params: OrderIdParams,
        body: VendResultBody,
        response: responses({ 200: VendOrderResponse }),
      },
    },
    async (request, reply) => {
      const data = await reportVendResult(
        app.db,
        { machine: machineOf(request), ip: request.ip },
        request.params.orderId,
        request.body,
      );
      reply.header('idempotent-replayed', String(data.replayed));
      return { data };
    },
  );

  app.post(
    '/vend/:orderId/feedback',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "The customer's feedback on an order: an optional rating 1–5 and comment, once per order",
        params: OrderIdParams,
        body: VendFeedbackBody,
        response: responses({ 201: VendFeedbackResponse }),
      },
    },
    async (request, reply) => {
      const data = await recordFeedback(app.db, machineOf(request), request.params.orderId, request.body);
      return reply.status(201).send({ data });
    },
  );
}
