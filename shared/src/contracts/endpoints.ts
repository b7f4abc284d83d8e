/**
 * Every endpoint the console calls, keyed `METHOD /service/path` (under `/api`), with the TypeBox
 * schemas the server validates it against — declared here only: the server registers each route
 * from its entry (`route(app, key, …)`, server/src/lib/route.ts; a path param per `:name`), the API
 * client is typed from it, and the server suite checks every entry is a route built from it and
 * every console route an entry. The browser imports this file as a type only (no TypeBox in a bundle).
 */
import type { TSchema } from 'typebox';
import { AuditEntry, AuditFacets, AuditListRequest } from './audit';
import { LoginBody, LoginResponse, RefreshResponse, SessionUser, UserManagementBody } from './auth';
import { DataResponse, ListResponse, NamedOptionsResponse, PlainOptionsRequest } from './common';
import {
  Customer,
  CustomerBody,
  CustomerDetail,
  CustomerOptionsRequest,
  CustomerOptionsResponse,
  CustomerUpdateBody,
  CustomerExportRequest,
  CustomerFilterOptions,
  CustomerGroup,
  CustomerGroupOptionsResponse,
  CustomerGroupDetail,
  CustomerListRequest,
  CustomerOrder,
  CustomerOrderListRequest,
  CustomerPin,
  GroupBody,
  GroupListRequest,
  GroupMember,
  GroupMemberListRequest,
  GroupMembersAdded,
  GroupMembersBody,
  GroupUpdateBody,
  RfidBody,
} from './customers';
import {
  Dashboard,
  DashboardRequest,
  Order,
  OrderDetail,
  OrderFilterOptions,
  OrderListRequest,
  RefundBody,
  RefundResponse,
} from './orders';
import {
  GroupOptionsRequest,
  GroupOptionsResponse,
  Institution,
  InstitutionBody,
  InstitutionListRequest,
  InstitutionUpdateBody,
} from './institutions';
import { PLATFORM_ENDPOINTS } from './platform';
import { IMPORT_ENDPOINTS } from './imports';
import { RegistryResponse } from './registry';
import {
  ApproveRequestBody,
  ConvertToPrepaidBody,
  RaiseRequestBody,
  RejectRequestBody,
  RequestDecision,
  RequestListRequest,
  WalletRequest,
} from './requests';
import { Rule, RuleBody, RuleListRequest, RuleUpdateBody } from './rules';
import { TouchpointKeyBody, TouchpointKeyIssued, TouchpointKeyList } from './vend';
import { REPORT_ENDPOINTS } from './reports';
import { Role, RoleBody, RoleListRequest, RoleUpdateBody } from './roles';
import { SAVED_VIEW_ENDPOINTS } from './saved-view-schemas';
import { SearchRequest, SearchResponse } from './search';
import { SyncRecord, SyncRecordDetail, SyncRecordListRequest, SyncRun, SyncRunListRequest } from './sync';
import {
  Channel,
  ChannelBody,
  ChannelListRequest,
  ChannelUpdateBody,
  EmptyBody,
  ProductBody,
  ProductListRequest,
  ProductUpdateBody,
  StockSyncResult,
  Touchpoint,
  TouchpointBody,
  TouchpointGroup,
  TouchpointGroupBody,
  TouchpointGroupListRequest,
  TouchpointGroupMember,
  TouchpointGroupMemberListRequest,
  TouchpointGroupUpdateBody,
  TouchpointListRequest,
  TouchpointOptionsRequest,
  TouchpointOptionsResponse,
  TouchpointProduct,
  TouchpointUpdateBody,
} from './touchpoints';
import { User, UserCreateBody, UserListRequest, UserUpdateBody } from './users';
import {
  BulkCreditBody,
  BulkCreditResponse,
  FundMovement,
  FundMovementBody,
  GroupWallets,
  Wallet,
  WalletBody,
  WalletListRequest,
  LedgerMovement,
  WalletUpdateBody,
  LedgerListRequest,
} from './wallets';

/** A success status a route answers. */
export type SuccessStatus = 200 | 201 | 202 | 204;

export interface EndpointSpec {
  body?: TSchema;
  /** The success answer's schema; absent for 204 (no content). */
  response?: TSchema;
  /**
   * The success status when not the usual one (200 with a `response` or a `file`, 204 without):
   * 201 for a create, 202 for work queued; a list when either may answer (a replayed create
   * answers 200, a logout through `user-management` 204 with no content).
   */
  status?: SuccessStatus | readonly SuccessStatus[];
  /** The answer is a file (an export), not JSON. */
  file?: true;
  /** The body is multipart/form-data, not JSON: these text fields, then one file part `file` (an import). */
  upload?: TSchema;
}

export const ENDPOINTS = {
  // merchant: auth
  'POST /merchant/users/login': { body: LoginBody, response: LoginResponse },
  'POST /merchant/user-management': { body: UserManagementBody, response: RefreshResponse, status: [200, 204] },
  'GET /merchant/users/me': { response: DataResponse(SessionUser) },
  'GET /merchant/console/registry': { response: RegistryResponse },
  // merchant: the command palette's record search (orders, customers, touchpoints, wallets)
  'POST /merchant/search': { body: SearchRequest, response: SearchResponse },
  // merchant: users
  'POST /merchant/users/list': { body: UserListRequest, response: ListResponse(User) },
  'GET /merchant/users/:id': { response: DataResponse(User) },
  'POST /merchant/users': { body: UserCreateBody, response: DataResponse(User), status: 201 },
  'PUT /merchant/users/:id': { body: UserUpdateBody, response: DataResponse(User) },
  'DELETE /merchant/users/:id': {},
  // merchant: roles
  'POST /merchant/roles/list': { body: RoleListRequest, response: ListResponse(Role) },
  'POST /merchant/roles/options': { body: PlainOptionsRequest, response: NamedOptionsResponse },
  'GET /merchant/roles/:id': { response: DataResponse(Role) },
  'POST /merchant/roles': { body: RoleBody, response: DataResponse(Role), status: 201 },
  'PUT /merchant/roles/:id': { body: RoleUpdateBody, response: DataResponse(Role) },
  'DELETE /merchant/roles/:id': {},
  // merchant: saved views of a list (the caller's own; a shared link reads a colleague's)
  ...SAVED_VIEW_ENDPOINTS,
  // merchant: audit
  'POST /merchant/audit/list': { body: AuditListRequest, response: ListResponse(AuditEntry) },
  'GET /merchant/audit/facets': { response: DataResponse(AuditFacets) },
  // merchant: institutions
  'POST /merchant/institutions/list': { body: InstitutionListRequest, response: ListResponse(Institution) },
  'GET /merchant/institutions/:id': { response: DataResponse(Institution) },
  'POST /merchant/institutions': { body: InstitutionBody, response: DataResponse(Institution), status: 201 },
  'PUT /merchant/institutions/:id': { body: InstitutionUpdateBody, response: DataResponse(Institution) },
  'DELETE /merchant/institutions/:id': {},
  'POST /merchant/institutions/customer-group-options': { body: GroupOptionsRequest, response: GroupOptionsResponse },
  'POST /merchant/institutions/touchpoint-group-options': {
    body: GroupOptionsRequest,
    response: GroupOptionsResponse,
  },
  // merchant: channels and their sync
  'POST /merchant/channels/list': { body: ChannelListRequest, response: ListResponse(Channel) },
  'POST /merchant/channels/options': { body: PlainOptionsRequest, response: NamedOptionsResponse },
  'GET /merchant/channels/:id': { response: DataResponse(Channel) },
  'POST /merchant/channels': { body: ChannelBody, response: DataResponse(Channel), status: 201 },
  'PUT /merchant/channels/:id': { body: ChannelUpdateBody, response: DataResponse(Channel) },
  'POST /merchant/channels/:id/sync': { body: EmptyBody, response: DataResponse(SyncRun), status: 202 },
  'POST /merchant/sync-runs/list': { body: SyncRunListRequest, response: ListResponse(SyncRun) },
  'GET /merchant/sync-runs/:id': { response: DataResponse(SyncRun) },
  'POST /merchant/sync-runs/:id/records/list': { body: SyncRecordListRequest, response: ListResponse(SyncRecord) },
  'GET /merchant/sync-runs/:id/records/:recordId': { response: DataResponse(SyncRecordDetail) },
  // merchant: touchpoints and their store
  'POST /merchant/touchpoints/list': { body: TouchpointListRequest, response: ListResponse(Touchpoint) },
  'POST /merchant/touchpoints/options': { body: TouchpointOptionsRequest, response: TouchpointOptionsResponse },
  'GET /merchant/touchpoints/:id': { response: DataResponse(Touchpoint) },
  'POST /merchant/touchpoints': { body: TouchpointBody, response: DataResponse(Touchpoint), status: 201 },
  'PUT /merchant/touchpoints/:id': { body: TouchpointUpdateBody, response: DataResponse(Touchpoint) },
  'POST /merchant/touchpoints/:id/sync-stock': { body: EmptyBody, response: DataResponse(StockSyncResult) },
  'POST /merchant/touchpoints/:id/products/list': {
    body: ProductListRequest,
    response: ListResponse(TouchpointProduct),
  },
  'POST /merchant/touchpoints/:id/products': {
    body: ProductBody,
    response: DataResponse(TouchpointProduct),
    status: 201,
  },
  'PUT /merchant/touchpoints/:id/products/:productId': {
    body: ProductUpdateBody,
    response: DataResponse(TouchpointProduct),
  },
  'GET /merchant/touchpoints/:id/keys': { response: TouchpointKeyList },
  'POST /merchant/touchpoints/:id/keys': { body: TouchpointKeyBody, response: TouchpointKeyIssued, status: 201 },
  'DELETE /merchant/touchpoints/:id/keys/:keyId': {},
  // merchant: rules
  'POST /merchant/rules/list': { body: RuleListRequest, response: ListResponse(Rule) },
  'GET /merchant/rules/:id': { response: DataResponse(Rule) },
  'POST /merchant/rules': { body: RuleBody, response: DataResponse(Rule), status: 201 },
  'PUT /merchant/rules/:id': { body: RuleUpdateBody, response: DataResponse(Rule) },
  'DELETE /merchant/rules/:id': {},
  // merchant: touchpoint groups
  'POST /merchant/touchpoint-groups/list': {
    body: TouchpointGroupListRequest,
    response: ListResponse(TouchpointGroup),
  },
  'GET /merchant/touchpoint-groups/:id': { response: DataResponse(TouchpointGroup) },
  'POST /merchant/touchpoint-groups': {
    body: TouchpointGroupBody,
    response: DataResponse(TouchpointGroup),
    status: 201,
  },
  'PUT /merchant/touchpoint-groups/:id': { body: TouchpointGroupUpdateBody, response: DataResponse(TouchpointGroup) },
  'POST /merchant/touchpoint-groups/:id/members/list': {
    body: TouchpointGroupMemberListRequest,
    response: ListResponse(TouchpointGroupMember),
  },
  'DELETE /merchant/touchpoint-groups/:id': {},
  // customer: customers
  'POST /customer/customers/list': { body: CustomerListRequest, response: ListResponse(Customer) },
  'POST /customer/customers/options': { body: CustomerOptionsRequest, response: CustomerOptionsResponse },
  'GET /customer/customers/filter-options': { response: DataResponse(CustomerFilterOptions) },
  'POST /customer/customers/export': { body: CustomerExportRequest, file: true },
  'GET /customer/customers/:id': { response: DataResponse(CustomerDetail) },
  'GET /customer/customers/:id/pin': { response: DataResponse(CustomerPin) },
  'POST /customer/customers/:id/orders': { body: CustomerOrderListRequest, response: ListResponse(CustomerOrder) },
  'POST /customer/customers': { body: CustomerBody, response: DataResponse(CustomerDetail), status: 201 },
  'PUT /customer/customers/:id': { body: CustomerUpdateBody, response: DataResponse(CustomerDetail) },
  'PUT /customer/customers/:id/rfid': { body: RfidBody, response: DataResponse(CustomerDetail) },
  'DELETE /customer/customers/:id': {},
  // customer: groups
  'POST /customer/customer-groups/list': { body: GroupListRequest, response: ListResponse(CustomerGroup) },
  'POST /customer/customer-groups/options': { body: PlainOptionsRequest, response: CustomerGroupOptionsResponse },
  'GET /customer/customer-groups/:id': { response: DataResponse(CustomerGroupDetail) },
  'GET /customer/customer-groups/:id/wallets': { response: DataResponse(GroupWallets) },
  'POST /customer/customer-groups': { body: GroupBody, response: DataResponse(CustomerGroupDetail), status: 201 },
  'PUT /customer/customer-groups/:id': { body: GroupUpdateBody, response: DataResponse(CustomerGroupDetail) },
  'POST /customer/customer-groups/:id/members/list': {
    body: GroupMemberListRequest,
    response: ListResponse(GroupMember),
  },
  'POST /customer/customer-groups/:id/members': { body: GroupMembersBody, response: DataResponse(GroupMembersAdded) },
  'DELETE /customer/customer-groups/:id': {},
  // customer: wallets and the ledger
  'POST /customer/wallet/list': { body: WalletListRequest, response: ListResponse(Wallet) },
  'GET /customer/wallet/:id': { response: DataResponse(Wallet) },
  'POST /customer/wallet': { body: WalletBody, response: DataResponse(Wallet), status: 201 },
  'PUT /customer/wallet/:id': { body: WalletUpdateBody, response: DataResponse(Wallet) },
  'DELETE /customer/wallet/:id': {},
  'POST /customer/wallet/bulk-credit': { body: BulkCreditBody, response: BulkCreditResponse, status: [200, 202] },
  'GET /customer/wallet/bulk-credit/:id': { response: BulkCreditResponse },
  'POST /customer/wallet/bulk-credit/:id/run-again': { body: EmptyBody, response: BulkCreditResponse, status: 202 },
  'POST /customer/wallet/transaction-list': { body: LedgerListRequest, response: ListResponse(LedgerMovement) },
  'POST /customer/wallet/wallet-transaction': {
    body: FundMovementBody,
    response: DataResponse(FundMovement),
    status: 201,
  },
  // customer: CSV imports of customers, top-ups and group members (multipart uploads, a job per import)
  ...IMPORT_ENDPOINTS,
  // customer: requests (Wallet: Prepaid to Postpaid) and the admin's way back to prepaid
  'POST /customer/wallet/:id/requests': { body: RaiseRequestBody, response: DataResponse(WalletRequest), status: 201 },
  'POST /customer/wallet/:id/convert-to-prepaid': { body: ConvertToPrepaidBody, response: DataResponse(Wallet) },
  'POST /customer/requests/list': { body: RequestListRequest, response: ListResponse(WalletRequest) },
  'POST /customer/requests/:id/approve': { body: ApproveRequestBody, response: RequestDecision },
  'POST /customer/requests/:id/reject': { body: RejectRequestBody, response: RequestDecision },
  // transaction: orders, refunds and the dashboard (the vend API is for machines, not the console)
  'POST /transaction/orders/list': { body: OrderListRequest, response: ListResponse(Order) },
  'GET /transaction/orders/filter-options': { response: DataResponse(OrderFilterOptions) },
  'POST /transaction/orders/touchpoint-options': {
    body: TouchpointOptionsRequest,
    response: TouchpointOptionsResponse,
  },
  'GET /transaction/orders/:id': { response: DataResponse(OrderDetail) },
  'POST /transaction/orders/:id/refund': { body: RefundBody, response: RefundResponse, status: [200, 201] },
  'POST /transaction/dashboard': { body: DashboardRequest, response: DataResponse(Dashboard) },
  // report: report jobs by e-mail (the Report dialog on Touchpoint Orders, the Reports page)
  ...REPORT_ENDPOINTS,
  // platform: the operator above tenants, publishing from pipelines, the consoles' load reports
  ...PLATFORM_ENDPOINTS,
} as const satisfies Record<string, EndpointSpec>;

export type Endpoints = typeof ENDPOINTS;

export type EndpointKey = keyof Endpoints & string;

export { STREAMS, type StreamEvents, type StreamPath } from './streams';
