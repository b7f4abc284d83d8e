import { useDeleteModalStore } from '@console/shared';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import { channelRule, makeRule } from './fixtures';
import RuleViewPage from './rule-view-page';

let server: FakeApi;
beforeEach(() => {
  server = fakeApi().on('GET /merchant/rules/:id', (_, path) => {
    if (path === '/merchant/rules/5') return { data: makeRule() };
    if (path === '/merchant/rules/6') return { data: channelRule };
    return fail(404, 'Rule not found.');
  });
  useDeleteModalStore.getState().reset();
});

const renderView = (path: string) => renderPage(<RuleViewPage />, { path, route: '/rule/:id' });
const detail = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');
const rowsOf = () =>
  within(screen.getByRole('table', { name: /Time and limit rows/ }))
    .getAllByRole('row')
    .map((row) =>
      [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map((c) => c.textContent),
    );

describe('Rule view', () => {
  it('shows the rule and its time and limit rows in order', async () => {
    renderView('/rule/5');
    expect(await screen.findByText('Snack Bar', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rule Details' })).toBeInTheDocument();
    expect(detail('Touch Point')).toHaveTextContent('Snack Bar');
    expect(detail('Channel')).toHaveTextContent('Campus');
    expect(detail('Type')).toHaveTextContent('Quantity (items)');
    expect(detail('Group')).toHaveTextContent('Night Shift');
    expect(detail('Status')).toHaveTextContent('Active');
    expect(rowsOf()).toEqual([
      ['Sno', 'Name', 'Time', 'Limit'],
      ['1', 'Breakfast', '07:00-10:00', '1 item'],
      ['2', 'Lunch', '12:00-14:30', '2 items'],
    ]);
  });

  it('says a channel-wide rule covers the whole channel and everyone, its limits in rupees', async () => {
    renderView('/rule/6');
    expect(await screen.findByText('Whole channel')).toBeInTheDocument();
    expect(detail('Group')).toHaveTextContent('Everyone');
    expect(detail('Status')).toHaveTextContent('Inactive');
    // A window past midnight says so.
    expect(rowsOf()[1]).toEqual(['1', 'Evening', '22:00-02:00 (ends the next day)', '₹500']);
  });

  it('edits, and deletes back to the list', async () => {
    const { user } = renderView('/rule/5');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(useDeleteModalStore.getState().request).toMatchObject({
      name: 'Lunch',
      path: '/merchant/rules/5',
      redirectTo: '/rules',
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/edit-rule/5');
  });

  it('says "Rule not found" for a non-numeric id without calling the API, and for a 404', async () => {
    const { unmount } = renderView('/rule/abc');
    expect(screen.getByText('Rule not found')).toBeInTheDocument();
    expect(server.paths('GET /merchant/rules/:id')).toHaveLength(0);
    unmount();
    renderView('/rule/99');
    expect(await screen.findByText('Rule not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
