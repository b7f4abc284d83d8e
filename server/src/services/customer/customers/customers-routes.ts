import { sendExport } from '../../../lib/export/export-job';
import { normaliseBody } from '../../../lib/normalise-body';
import { recordResourceRoutes } from '../../../lib/record-resource-routes';
import { route, type App } from '../../../lib/route';
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
  // The list has every column of the People List; the group and wallet forms pick through the options.
  recordResourceRoutes(app, '/customer/customers', {
    tags,
    access,
    optionsAccess: pickerAccess,
    tidy,
    service: {
      list: listCustomers,
      options: customerOptions,
      get: getCustomer,
      create: createCustomer,
      update: updateCustomer,
      remove: deleteCustomer,
    },
    rows: { '/orders': listCustomerOrders },
  });

  route(app, 'GET /customer/customers/filter-options', { config: { access: pickerAccess }, tags }, async (request) => ({
    data: await customerFilterOptions(app.db, principalOf(request).tenantId),
  }));

  route(app, 'POST /customer/customers/export', { config: { search: true, access }, tags }, async (request, reply) => {
    const { tenantId, userId } = principalOf(request);
    const release = app.exportSlots.acquire(tenantId, userId);
    try {
      const job = await exportCustomers(app.db, tenantId, request.body, app.config.exportMaxRows);
      return await sendExport(reply, job, release);
    } catch (error) {
      release();
      throw error;
    }
  });

  route(app, 'GET /customer/customers/:id/pin', { config: { access }, tags }, async (request, reply) => {
    const pin = await revealPin(app.db, actorOf(request), request.params.id);
    return reply.header('cache-control', 'no-store').send({ data: { pin } });
  });

  route(
    app,
    'PUT /customer/customers/:id/rfid',
    { config: { access }, preValidation: tidyRfid, tags },
    async (request) => ({
      data: await linkRfid(app.db, actorOf(request), request.params.id, request.body.rfid),
    }),
  );
}
