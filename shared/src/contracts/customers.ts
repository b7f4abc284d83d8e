import { Type, type Static } from 'typebox';
import {
  AllOr,
  Email,
  fieldsOf,
  FreeText,
  Id,
  IdDelta,
  Label,
  ListRequest,
  OptionsResponse,
  OptionalNullable,
  Mobile,
  PersonName,
  PlainOptionsRequest,
  Status,
  UpdatedAt,
  Nullable,
  OneOf,
} from './common';
import { PIN, RFID, SHORT_LABEL } from './fields';

/** A department, sub-department or origin: short free-form labels. */
const ShortLabel = Type.String(SHORT_LABEL);
/** An RFID card number: letters and digits as the reader prints them. */
export const Rfid = Type.String(RFID);
/** A PIN: 4 to 6 digits. */
export const Pin = Type.String(PIN);

const customerFields = {
  first_name: PersonName,
  last_name: PersonName,
  mobile: Mobile,
  email: OptionalNullable(Email),
  user_origin: OptionalNullable(ShortLabel),
  class_name: OptionalNullable(ShortLabel),
  section_name: OptionalNullable(ShortLabel),
  rfid: OptionalNullable(Rfid),
  pin: OptionalNullable(Pin),
  status: Type.Optional(Status),
};

/** A new customer, with the groups it starts in. */
export const CustomerBody = Type.Object(
  { ...customerFields, group_ids: Type.Optional(Type.Array(Id, { uniqueItems: true, maxItems: 200 })) },
  { additionalProperties: false },
);
export type CustomerBody = Static<typeof CustomerBody>;

/**
 * An edit: the same fields, group changes as deltas (a group another operator added meanwhile
 * stays), and the `updated_at` the form loaded (409 STALE_RECORD when the customer changed since).
 */
export const CustomerUpdateBody = Type.Object(
  { ...customerFields, add_group_ids: IdDelta, remove_group_ids: IdDelta, updated_at: UpdatedAt },
  { additionalProperties: false },
);
export type CustomerUpdateBody = Static<typeof CustomerUpdateBody>;

export const CustomerGroupRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A list row. The PIN never travels in a list. */
export const Customer = Type.Object({
  id: Type.Integer(),
  ...fieldsOf(Type.String(), 'first_name', 'last_name', 'name', 'customer_name', 'mobile'),
  ...fieldsOf(Nullable(Type.String()), 'email', 'user_origin', 'class_name', 'section_name', 'rfid'),
  status: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Customer = Static<typeof Customer>;

/**
 * One customer with its groups and the sum of its wallets (rupees). The PIN itself is not here:
 * whether one is set, and revealing it is its own audited call (`GET /customers/:id/pin`).
 */
export const CustomerDetail = Type.Object({
  ...Customer.properties,
  has_pin: Type.Boolean(),
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

export const ExportFormat = OneOf(['csv', 'xlsx']);
export type ExportFormat = Static<typeof ExportFormat>;
export const CustomerExportRequest = Type.Object(
  {
    format: ExportFormat,
    search: ListRequest({}).properties.search,
    sortBy: Type.Optional(Type.String({ maxLength: 64 })),
    sortDir: Type.Optional(OneOf(['ASC', 'DESC'])),
    /** The file's columns (CUSTOMER_EXPORT_FIELDS keys) in order: the list's visible ones; absent → all. */
    columns: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }), { maxItems: 30 }),
    ),
    ...CustomerFilters,
  },
  { additionalProperties: false },
);
export type CustomerExportRequest = Static<typeof CustomerExportRequest>;
/** An export holds at most this many rows; a larger one asks the operator to narrow the filter. */
export const EXPORT_MAX_ROWS = 50_000;
/** The People List export's columns, key → title, in file order. */
export const CUSTOMER_EXPORT_FIELDS = {
  id: 'ID',
  first_name: 'First Name',
  last_name: 'Last Name',
  mobile: 'Mobile No.',
  email: 'Email',
  user_origin: 'User Origin',
  class_name: 'Department',
  section_name: 'Sub-Department',
  rfid: 'RfId',
  status: 'Status',
  created_at: 'Created at',
} as const;
export type CustomerExportColumn = keyof typeof CUSTOMER_EXPORT_FIELDS;
/** The file's titles when it holds every column. */
export const CUSTOMER_EXPORT_COLUMNS = Object.values(CUSTOMER_EXPORT_FIELDS);

/**
 * Distinct departments and sub-departments of the tenant, for the list's filters. Each
 * sub-department comes with every department it sits under ('' for customers with none), so the
 * list narrows Sub-Department by the Department chosen without asking again.
 */
export const CustomerFilterOptions = Type.Object({
  departments: Type.Array(Type.String()),
  sub_departments: Type.Array(Type.Object({ name: Type.String(), departments: Type.Array(Type.String()) })),
});
export type CustomerFilterOptions = Static<typeof CustomerFilterOptions>;

/** The answer of `GET /customers/:id/pin`: the PIN, or null when none is set. */
export const CustomerPin = Type.Object({ pin: Nullable(Type.String()) });
export type CustomerPin = Static<typeof CustomerPin>;

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
  touchpoint: Nullable(Type.String()),
});
export type CustomerOrder = Static<typeof CustomerOrder>;
export const CustomerOrderListRequest = ListRequest({});

const groupFields = { name: Label, description: OptionalNullable(FreeText) };

/** A new group with its first members. */
export const GroupBody = Type.Object(
  { ...groupFields, customer_ids: Type.Array(Id, { uniqueItems: true, maxItems: 5000 }) },
  { additionalProperties: false },
);
export type GroupBody = Static<typeof GroupBody>;

/**
 * An edit: name and description, member changes as deltas (members another operator added
 * meanwhile stay), and the `updated_at` the form loaded (409 STALE_RECORD when the group changed since).
 */
export const GroupUpdateBody = Type.Object(
  { ...groupFields, add_customer_ids: IdDelta, remove_customer_ids: IdDelta, updated_at: UpdatedAt },
  { additionalProperties: false },
);
export type GroupUpdateBody = Static<typeof GroupUpdateBody>;

/** A customer as a picker or a member list shows it: id, name and mobile only. */
export const CustomerOption = Type.Object({ id: Type.Integer(), name: Type.String(), mobile: Type.String() });
export type CustomerOption = Static<typeof CustomerOption>;

/** `POST /customers/options`: customers matching `q`, or the ones `ids` names (already chosen). */
/** The customer picker asks as every picker without filters does. */
export const CustomerOptionsRequest = PlainOptionsRequest;
export type CustomerOptionsRequest = PlainOptionsRequest;
export const CustomerOptionsResponse = OptionsResponse(CustomerOption);

/** A group's members, a page at a time (`POST /customer-groups/:id/members/list`). */
export const GroupMember = CustomerOption;
export type GroupMember = CustomerOption;
export const GroupMemberListRequest = ListRequest({});
export type GroupMemberListRequest = Static<typeof GroupMemberListRequest>;
export const GROUP_MEMBER_SORTABLE = ['id', 'name', 'mobile'] as const;

export const CustomerGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  member_count: Type.Integer(),
  is_default: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type CustomerGroup = Static<typeof CustomerGroup>;

/** A group as its pickers show it: the bulk credit says how many members it reaches. */
export const CustomerGroupOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  member_count: Type.Integer(),
});
export type CustomerGroupOption = Static<typeof CustomerGroupOption>;
export const CustomerGroupOptionsResponse = OptionsResponse(CustomerGroupOption);

/** One group: its fields and `member_count`; the members themselves are paged by their own list. */
export const CustomerGroupDetail = CustomerGroup;
export type CustomerGroupDetail = CustomerGroup;

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
