import {
  Customer,
  CustomerBody,
  CustomerDetail,
  CustomerExportRequest,
  CustomerFilterOptions,
  CustomerOrder,
  CustomerOrderListRequest,
  CustomerListRequest,
  DataResponse,
  IdParams,
  ListResponse,
  RfidBody,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { sendFile } from '../../../lib/export';
import { normaliseBody } from '../../../lib/normalise-body';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { createCustomer, deleteCustomer, getCustomer, linkRfid, updateCustomer } from './customers-repository';
import { customerFilterOptions, exportCustomers, listCustomerOrders, listCustomers } from './customers-list';

const access: Access = { permissions: ['PERM_VIEW_CUSTOMER_LIST'] };
/** The group member picker and the wallet form pick customers too. */
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
      config: { access: pickerAccess },
      schema: { tags, body: CustomerListRequest, response: responses({ 200: ListResponse(Customer) }) },
    },
    (request) => listCustomers(app.db, principalOf(request).tenantId, request.body),
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
      config: { access },
      schema: {
        tags,
        body: CustomerExportRequest,
        response: responses({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exportCustomers(app.db, principalOf(request).tenantId, request.body, app.config.exportMaxRows),
      ),
  );

  app.get(
    '/customers/:id',
    {
      config: { access },
      schema: { tags, params: IdParams, response: responses({ 200: DataResponse(CustomerDetail) }) },
    },
    async (request) => ({ data: await getCustomer(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/customers/:id/orders',
    {
      config: { access },
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
        body: CustomerBody,
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
