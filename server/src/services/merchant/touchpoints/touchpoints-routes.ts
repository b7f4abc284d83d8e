import {
  DataResponse,
  IdParams,
  ListResponse,
  ProductBody,
  ProductListRequest,
  ProductParams,
  ProductUpdateBody,
  Touchpoint,
  TouchpointBody,
  TouchpointListRequest,
  TouchpointOptionsRequest,
  TouchpointOptionsResponse,
  TouchpointProduct,
  TouchpointUpdateBody,
} from '@console/shared/contracts';
import { normaliseBody } from '../../../lib/normalise-body';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
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
  app.post(
    '/touchpoints/list',
    {
      config: { search: true, access },
      schema: { tags, body: TouchpointListRequest, response: responses({ 200: ListResponse(Touchpoint) }) },
    },
    (request) => listTouchpoints(app.db, principalOf(request).tenantId, request.body),
  );

  app.post(
    '/touchpoints/options',
    {
      config: { search: true, access: pickerAccess },
      schema: { tags, body: TouchpointOptionsRequest, response: responses({ 200: TouchpointOptionsResponse }) },
    },
    (request) => touchpointOptions(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/touchpoints/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: DataResponse(Touchpoint) }) } },
    async (request) => ({ data: await getTouchpoint(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/touchpoints',
    {
      config: { access },
      preValidation: tidy,
      schema: { tags, body: TouchpointBody, response: responses({ 201: DataResponse(Touchpoint) }) },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTouchpoint(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/touchpoints/:id',
    {
      config: { access },
      preValidation: tidy,
      schema: {
        tags,
        params: IdParams,
        body: TouchpointUpdateBody,
        response: responses({ 200: DataResponse(Touchpoint) }),
      },
    },
    async (request) => ({ data: await updateTouchpoint(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/touchpoints/:id/products/list',
    {
      config: { search: true, access },
      schema: {
        tags,
        params: IdParams,
        body: ProductListRequest,
        response: responses({ 200: ListResponse(TouchpointProduct) }),
      },
    },
    (request) => listProducts(app.db, principalOf(request).tenantId, request.params.id, request.body),
  );

  app.post(
    '/touchpoints/:id/products',
    {
      config: { access },
      preValidation: tidyProduct,
      schema: {
        tags,
        params: IdParams,
        body: ProductBody,
        response: responses({ 201: DataResponse(TouchpointProduct) }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createProduct(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/touchpoints/:id/products/:productId',
    {
      config: { access },
      preValidation: tidyProduct,
      schema: {
        tags,
        params: ProductParams,
        body: ProductUpdateBody,
        response: responses({ 200: DataResponse(TouchpointProduct) }),
      },
    },
    async (request) => ({
      data: await updateProduct(app.db, actorOf(request), request.params.id, request.params.productId, request.body),
    }),
  );
}
