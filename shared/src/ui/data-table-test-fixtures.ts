/** The users, columns and row id the DataTable tests render. */
import type { DataTableColumn } from './data-table';

export interface User {
  id: number;
  name: string;
  email: string;
  is_default?: boolean;
}

export const users: User[] = [
  { id: 1, name: 'Alice', email: 'alice@example.com' },
  { id: 2, name: 'Bob', email: 'bob@example.com' },
  { id: 3, name: 'Admin', email: 'admin@example.com', is_default: true },
];

export const columns: DataTableColumn<User>[] = [
  { accessorKey: 'name', header: 'Name', meta: { sortKey: 'first_name' } },
  { accessorKey: 'email', header: 'Email' },
];

export const rowId = (u: User) => String(u.id);
