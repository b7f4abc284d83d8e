import { Type, type Static } from 'typebox';
import { AllOr, Email, FreeText, Id, Label, ListRequest, Mobile, PersonName, Status } from './common';

/** A department, sub-department or origin: short free-form labels. */
const ShortLabel = Type.String({ maxLength: 80, pattern: '^[\\p{L}\\p{N}\\p{M} &()._/,-]*$' });
/** An RFID card number: letters and digits as the reader prints them. */
export const Rfid = Type.String({ minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9]+$' });
/** A PIN: 4 to 6 digits. */
export const Pin = Type.String({ minLength: 4, maxLength: 6, pattern: '^[0-9]+$' });
const Optional = <T extends Parameters<typeof Type.Optional>[0]>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));

export const CustomerBody = Type.Object(
  {
    first_name: PersonName,
    last_name: PersonName,
    mobile: Mobile,
    email: Optional(Email),
    user_origin: Optional(ShortLabel),
    class_name: Optional(ShortLabel),
    section_name: Optional(ShortLabel),
    rfid: Optional(Rfid),
    pin: Optional(Pin),
    status: Type.Optional(Status),
    /** The groups the customer belongs to; the whole set (replaces the current one). */
    group_ids: Type.Optional(Type.Array(Id, { uniqueItems: true, maxItems: 200 })),
  },
  { additionalProperties: false },
);
export type CustomerBody = Static<typeof CustomerBody>;

export const CustomerGroupRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A list row (SPEC §3 Customer). The PIN never travels in a list. */
export const Customer = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  customer_name: Type.String(),
  mobile: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  user_origin: Type.Union([Type.String(), Type.Null()]),
  class_name: Type.Union([Type.String(), Type.Null()]),
  section_name: Type.Union([Type.String(), Type.Null()]),
  rfid: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Customer = Static<typeof Customer>;

/** One customer with its PIN, groups and the sum of its wallets (rupees). */
export const CustomerDetail = Type.Object({
  ...Customer.properties,
  pin: Type.Union([Type.String(), Type.Null()]),
  groups: Type.Array(CustomerGroupRef),
  wallet_balance: Type.Number(),
  wallet_count: Type.Integer(),
});
export type CustomerDetail = Static<typeof CustomerDetail>;

/** Filters of the People List, shared by the list and its export. */
export const CustomerFilters = {
  class_name: AllOr(ShortLabel),
  section_name: AllOr(ShortLabel),
  group_id: AllOr(Id),
};
export const CustomerListRequest = ListRequest(CustomerFilters);
export type CustomerListRequest = Static<typeof CustomerListRequest>;
export const CUSTOMER_SORTABLE = [
  'id',
  'name',
  'mobile',
  'user_origin',
  'class_name',
  'section_name',
  'created_at',
] as const;

export const ExportFormat = Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]);
export type ExportFormat = Static<typeof ExportFormat>;
export const CustomerExportRequest = Type.Object(
  {
    format: ExportFormat,
    search: ListRequest({}).properties.search,
    sortBy: Type.Optional(Type.String({ maxLength: 64 })),
    sortDir: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
    ...CustomerFilters,
  },
  { additionalProperties: false },
);
export type CustomerExportRequest = Static<typeof CustomerExportRequest>;
/** An export holds at most this many rows; a larger one asks the operator to narrow the filter. */
export const EXPORT_MAX_ROWS = 50_000;
export const CUSTOMER_EXPORT_COLUMNS = [
  'ID',
  'First Name',
  'Last Name',
  'Mobile No.',
  'Email',
  'User Origin',
  'Department',
  'Sub-Department',
  'RfId',
  'Status',
  'Created at',
] as const;

/** Distinct departments and sub-departments of the tenant, for the list's filters. */
export const CustomerFilterOptions = Type.Object({
  departments: Type.Array(Type.String()),
  sub_departments: Type.Array(Type.String()),
});
export type CustomerFilterOptions = Static<typeof CustomerFilterOptions>;

export const RfidBody = Type.Object({ rfid: Rfid }, { additionalProperties: false });
export type RfidBody = Static<typeof RfidBody>;

/** An order of the customer, as the overview's Order Details lists it. */
export const CustomerOrder = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  created_at: Type.String(),
  amount: Type.Number(),
  payment_source: Type.String(),
  payment_status: Type.Integer(),
  status: Type.Integer(),
  vend_status: Type.String(),
  touchpoint: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerOrder = Static<typeof CustomerOrder>;
export const CustomerOrderListRequest = ListRequest({});

export const GroupBody = Type.Object(
  {
    name: Label,
    description: Type.Optional(Type.Union([FreeText, Type.Null()])),
    /** The whole member set (replaces the current one). */
    customer_ids: Type.Array(Id, { uniqueItems: true, maxItems: 5000 }),
  },
  { additionalProperties: false },
);
export type GroupBody = Static<typeof GroupBody>;

export const GroupMember = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  mobile: Type.String(),
});
export type GroupMember = Static<typeof GroupMember>;

export const CustomerGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  member_count: Type.Integer(),
  is_default: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type CustomerGroup = Static<typeof CustomerGroup>;

export const CustomerGroupDetail = Type.Object({ ...CustomerGroup.properties, members: Type.Array(GroupMember) });
export type CustomerGroupDetail = Static<typeof CustomerGroupDetail>;

export const GroupListRequest = ListRequest({});
export type GroupListRequest = Static<typeof GroupListRequest>;
export const GROUP_SORTABLE = ['id', 'name', 'member_count', 'created_at'] as const;

/** Add customers to a group without touching its other members (the list's bulk action). */
export const GroupMembersBody = Type.Object(
  { customer_ids: Type.Array(Id, { minItems: 1, uniqueItems: true, maxItems: 1000 }) },
  { additionalProperties: false },
);
export type GroupMembersBody = Static<typeof GroupMembersBody>;
export const GroupMembersAdded = Type.Object({ added: Type.Integer(), already_members: Type.Integer() });
