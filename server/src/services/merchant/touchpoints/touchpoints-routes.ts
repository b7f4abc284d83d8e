import { normaliseBody } from '../../../lib/normalise-body';
import { recordResourceRoutes } from '../../../lib/record-resource-routes';
import { route, type App } from '../../../lib/route';
import { actorOf, type Access } from '../../../plugins/access';
import { createProduct, listProducts, updateProduct } from './products-service';
import {
  createTouchpoint,
  getTouchpoint,
  listTouchpoints,
  touchpointOptions,
  updateTouchpoint,
} from './touchpoints-service';

const access: Access = { permissions: ['PERM_VIEW_TOUCHPOINT_LIST'] };
/** A touchpoint group's form picks touchpoints, and so does a rule's. */
const pickerAccess: Access = {
  permissions: ['PERM_VIEW_TOUCHPOINT_LIST', 'PERM_VIEW_TOUCHPOINT_GROUP_LIST', 'PERM_VIEW_RULE_LIST'],
};
const tags = ['touchpoints'];
const tidy = normaliseBody({ blankToNull: ['company', 'retailer', 'address', 'latitude', 'longitude'] });
const tidyProduct = normaliseBody({ blankToNull: ['slot'], upperCase: ['slot'] });

export default async function touchpointsRoutes(app: App) {
  recordResourceRoutes(app, '/merchant/touchpoints', {
    tags,
    access,
    optionsAccess: pickerAccess,
    tidy,
    service: {
      list: listTouchpoints,
      options: touchpointOptions,
      get: getTouchpoint,
      create: createTouchpoint,
      update: updateTouchpoint,
    },
    rows: { '/products/list': listProducts },
  });

  route(
    app,
    'POST /merchant/touchpoints/:id/products',
    { config: { access }, preValidation: tidyProduct, tags },
    async (request, reply) =>
      reply.status(201).send({ data: await createProduct(app.db, actorOf(request), request.params.id, request.body) }),
  );

  route(
    app,
    'PUT /merchant/touchpoints/:id/products/:productId',
    { config: { access }, preValidation: tidyProduct, tags },
    async (request) => ({
      data: await updateProduct(app.db, actorOf(request), request.params.id, request.params.productId, request.body),
    }),
  );
}
