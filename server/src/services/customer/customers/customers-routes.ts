import {
  Customer,
  CustomerBody,
  CustomerDetail,
  CustomerExportRequest,
  CustomerFilterOptions,
  CustomerOrder,
  CustomerOrderListRequest,
  CustomerListRequest,
  CustomerOptionsRequest,
  CustomerOptionsResponse,
  CustomerUpdateBody,
  CustomerPin,
  DataResponse,
  IdParams,
  ListResponse,
  RfidBody,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { sendExport } from '../../../lib/export/export-job';
import { normaliseBody } from '../../../lib/normalise-body';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { createCustomer, deleteCustomer, getCustomer, linkRfid, revealPin, updateCustomer } from './customers-service';
import { customerFilterOptions, customerOptions, exportCustomers, listCustomers } from './customers-list-service';
import { listCustomerOrders } from './customer-orders-service';

const access: Access = { permissions: ['PERM_VIEW_CUSTOMER_LIST'] };
/** The group member picker and the wallet form pick customers too (id, name and mobile only). */
const pickerAccess: Access = {
  permissions: ['PERM_VIEW_CUSTOMER_LIST', 'PERM_VIEW_CUSTOMER_GROUP_LIST', 'PERM_VIEW_WALLET_LIST'],
};
const tags = ['customers'];

/** Mobiles lose their spaces, RFIDs are compared upper-case, an emptied optional field is none. */
const tidy = normaliseBody({
  removeSpaces: ['mobile', 'rfid'],
  upperCase: ['rfid'],
  blankToNull: ['email', 'user_origin', 'class_name', 'section_name', 'rfid', 'pin'],
});
const tidyRfid = normaliseBody({ removeSpaces: ['rfid'], upperCase: ['rfid'] });

export default async function customersRoutes(app: App) {
  app.post(
    '/customers/list',
    {
      // Every column of the People List; the group and wallet forms pick through /customers/options.
      config: { search: true, access },
      schema: { tags, body: CustomerListRequest, response: responses({ 200: ListResponse(Customer) }) },
    },
    (request) => listCustomers(app.db, principalOf(request).tenantId, request.body),
  );

  app.post(
    '/customers/options',
    {
      config: { search: true, access: pickerAccess },
      schema: { tags, body: CustomerOptionsRequest, response: responses({ 200: CustomerOptionsResponse }) },
    },
    async (request) => customerOptions(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/customers/filter-options',
    {
      config: { access: pickerAccess },
      schema: { tags, response: responses({ 200: DataResponse(CustomerFilterOptions) }) },
    },
    async (request) => ({ data: await customerFilterOptions(app.db, principalOf(request).tenantId) }),
  );

  app.post(
    '/customers/export',
    {
      config: { search: true, access },
      schema: {
        tags,
        body: CustomerExportRequest,
        response: responses({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const { tenantId, userId } = principalOf(request);
      const release = app.exportSlots.acquire(tenantId, userId);
      try {
        const job = await exportCustomers(app.db, tenantId, request.body, app.config.exportMaxRows);
        return await sendExport(reply, job, release);
      } catch (error) {
        release();
        throw error;
      }
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { access },
      schema: { tags, params: IdParams, response: responses({ 200: DataResponse(CustomerDetail) }) },
    },
    async (request) => ({ data: await getCustomer(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.get(
    '/customers/:id/pin',
    {
      config: { access },
      schema: { tags, params: IdParams, response: responses({ 200: DataResponse(CustomerPin) }) },
    },
    async (request, reply) => {
      const pin = await revealPin(app.db, actorOf(request), request.params.id);
      return reply.header('cache-control', 'no-store').send({ data: { pin } });
    },
  );

  app.post(
    '/customers/:id/orders',
    {
      config: { search: true, access },
      schema: {
        tags,
        params: IdParams,
        body: CustomerOrderListRequest,
        response: responses({ 200: ListResponse(CustomerOrder) }),
      },
    },
    (request) => listCustomerOrders(app.db, principalOf(request).tenantId, request.params.id, request.body),
  );

  app.post(
    '/customers',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, body: CustomerBody, response: responses({ 201: DataResponse(CustomerDetail) }) },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCustomer(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/customers/:id',
    {
      config: { access },
      preValidation: tidy,
      schema: {
        tags,
        params: IdParams,
        body: CustomerUpdateBody,
        response: responses({ 200: DataResponse(CustomerDetail) }),
      },
    },
    async (request) => ({ data: await updateCustomer(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/customers/:id/rfid',
    {
      config: { access },
      preValidation: tidyRfid,
      schema: { tags, params: IdParams, body: RfidBody, response: responses({ 200: DataResponse(CustomerDetail) }) },
    },
    async (request) => ({
      data: await linkRfid(app.db, actorOf(request), request.params.id, request.body.rfid),
    }),
  );

  app.delete(
    '/customers/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await deleteCustomer(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
