import { useRouteAccessStore, useToastStore } from '@console/shared';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CustomerListPage from './customer-list-page';
import { makeDryRun, makeImport } from '../../lib/imports/fixtures';
import { makeCustomer } from './fixtures';

const NO_ROWS = { created: 0, updated: 0, unchanged: 0, failed: 0 };

const page = <T,>(data: T[]) => ({ data, pagination: { limit: 10, offset: 0, total: data.length, currentPage: 1 } });

let server: FakeApi;

beforeEach(() => {
  useRouteAccessStore.getState().publish(() => true);
  server = fakeApi()
    .on('POST /customer/customers/list', () => page([makeCustomer()]))
    .on('GET /customer/customers/filter-options', () => ({
      data: {
        departments: ['Kitchen', 'Stores'],
        sub_departments: [
          { name: 'Bakery', departments: ['Kitchen'] },
          { name: 'Desk', departments: ['Kitchen', 'Stores'] },
          { name: 'Loading', departments: ['Stores'] },
        ],
      },
    }))
    .on('POST /customer/customer-groups/options', (body) => {
      const groups = [{ id: 7, name: 'Night Shift', member_count: 2 }];
      const found = groups.filter((g) => !body.q || g.name.toLowerCase().includes(body.q.toLowerCase()));
      return { data: found, total: found.length };
    });
});

const renderList = (path = '/customer-list') => renderPage(<CustomerListPage />, { path, route: '/customer-list' });
const offered = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('People List filters', () => {
  it('narrows Sub-Department by Department', async () => {
    const { user } = renderList();
    await screen.findByText('Asha Rao');
    expect(offered('Sub-Department')).toEqual(['All', 'Bakery', 'Desk', 'Loading']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Stores');
    expect(offered('Sub-Department')).toEqual(['All', 'Desk', 'Loading']);
    expect(currentLocation()).toBe('/customer-list?class_name=Stores');
  });

  it('keeps a sub-department the new department holds and drops one it does not, in one change', async () => {
    const { user } = renderList('/customer-list?class_name=Kitchen&section_name=Desk');
    await screen.findByText('Asha Rao');
    const department = screen.getByRole('combobox', { name: 'Department' });
    await user.selectOptions(department, 'Stores');
    expect(currentLocation()).toBe('/customer-list?class_name=Stores&section_name=Desk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub-Department' }), 'Loading');
    await user.selectOptions(department, 'Kitchen');
    expect(currentLocation()).toBe('/customer-list?class_name=Kitchen');
    expect(screen.getByRole('combobox', { name: 'Sub-Department' })).toHaveValue('ALL');
    // The list was asked for the pair only while it was a real one.
    expect(server.bodies('POST /customer/customers/list').at(-1)).toEqual({
      offset: 0,
      limit: 10,
      class_name: 'Kitchen',
    });
  });
  it('weighs a Sub-Department chosen just before the Department, though the screen has not rendered it yet', async () => {
    renderList('/customer-list?class_name=Stores&section_name=Desk');
    await screen.findByText('Asha Rao');
    const department = screen.getByRole('combobox', { name: 'Department' });
    const subDepartment = screen.getByRole('combobox', { name: 'Sub-Department' });
    // Both changes in one go, as a quick operator (or a busy browser) makes them: no render between.
    act(() => {
      fireEvent.change(subDepartment, { target: { value: 'Loading' } });
      fireEvent.change(department, { target: { value: 'Kitchen' } });
    });
    expect(currentLocation()).toBe('/customer-list?class_name=Kitchen');
  });
});

describe('People List Group filter', () => {
  // 150 groups: more than any dropdown listed; the filter searches the server's options.
  const groups = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, name: `Shift ${i + 1}`, member_count: 1 }));
  beforeEach(() => {
    server.on('POST /customer/customer-groups/options', (body) => {
      const found = groups.filter(
        (g) =>
          (body.ids === undefined || body.ids.includes(g.id)) &&
          (body.q === undefined || g.name.toLowerCase().includes(body.q.toLowerCase())),
      );
      return { data: found.slice(0, body.ids ? undefined : (body.limit ?? 10)), total: found.length };
    });
  });
  const listBodies = () => server.bodies('POST /customer/customers/list');

  it('finds the 149th of 150 groups by typing and filters by it', async () => {
    const { user } = renderList();
    const filter = await screen.findByRole('combobox', { name: 'Group' });
    await user.click(filter);
    expect(await screen.findByText('Type to search 150 groups')).toBeInTheDocument();
    await user.type(filter, '149');
    await user.click(await screen.findByRole('option', { name: /^Shift 149 \(/ }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ group_id: 149 }));
    expect(currentLocation()).toBe('/customer-list?group_id=149');
    expect(server.bodies('POST /customer/customer-groups/options')).toContainEqual({ limit: 20, q: '149' });
  });

  it('opens a link that names a group by id with its name in the filter', async () => {
    renderList('/customer-list?group_id=120');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Group' })).toHaveValue('Shift 120'));
    expect(server.bodies('POST /customer/customer-groups/options')).toContainEqual({ ids: [120] });
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ group_id: 120 }));
  });
});

describe('Add to Group', () => {
  it('adds the selected customers to the chosen group, says how many, and clears the selection', async () => {
    server.on('POST /customer/customer-groups/:id/members', () => ({ data: { added: 1, already_members: 0 } }));
    useToastStore.getState().clear();
    const { user } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('button', { name: 'Add to Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Group' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await user.paste('Night');
    await user.click(await within(dialog).findByRole('option', { name: /^Night Shift \(/ }));
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies('POST /customer/customer-groups/:id/members')).toEqual([{ customer_ids: [21] }]);
    expect(useToastStore.getState().success).toBe('Added 1 to the group.');
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  });

  it('shows a refusal in the dialog, which stays open', async () => {
    server.on('POST /customer/customer-groups/:id/members', () => fail(404, 'Group not found.'));
    const { user } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Group' });
    expect(within(dialog).getByText('1 customer selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await user.paste('Night');
    await user.click(await within(dialog).findByRole('option', { name: /^Night Shift \(/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Group not found.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});

describe('Import', () => {
  it('imports customers from a CSV file, and the list is read again once the import has ended', async () => {
    const LIST = 'POST /customer/customers/list';
    const ended = makeImport({ status: 'done', processed: 1000, counts: { ...NO_ROWS, created: 995, failed: 5 } });
    server
      .on('POST /customer/imports/dry-run', () => ({ data: makeDryRun() }))
      .on('POST /customer/imports', () => ({ ok: true, status: 202, data: { data: makeImport() } }))
      .on('GET /customer/imports/:id', () => ({ data: ended }));
    const { user } = renderList();
    await screen.findByRole('checkbox', { name: 'Select row 1' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Customers' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['first_name\r\n'], 'people.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Dry Run' }));
    const importButton = await within(dialog).findByRole('button', { name: 'Import' });
    const read = server.bodies(LIST).length;
    await user.click(importButton);
    expect(await within(dialog).findByRole('status', { name: 'Import summary' })).toHaveTextContent(
      '995 created, 5 rows failed.',
    );
    await waitFor(() => expect(server.bodies(LIST).length).toBeGreaterThan(read));
  });
});
