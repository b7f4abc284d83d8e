import { act, screen, waitFor, within } from '@testing-library/react';
import type { ListPage } from '../api/list';
import { formatDate, remainingTime, statusInfo, vendStatusText, walletTypeLabel } from '../format/format';
import { namedGroupForm, type NamedGroupBody, type NamedGroupUpdateBody } from '../groups/group-form';
import { groupMembersPageQuery } from '../groups/group-members-query';
import { NamedGroupListPage } from '../groups/named-group-list-page';
import type { NamedGroups } from '../groups/named-groups';
import { useLanguageStore } from '../i18n/language';
import { requestStateText } from './request-status';
import { renderPage } from '../testing/render-page';

interface Fleet {
  id: number;
  name: string;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}
interface Van {
  id: number;
  name: string;
}

const fleet = (id: number): Fleet => ({
  id,
  name: `Fleet ${id}`,
  is_default: false,
  created_at: '2026-05-01T08:00:00.000Z',
  updated_at: '2026-05-02T09:30:00.123456Z',
});
let total = 15;
const listFleets = jest.fn((body: { offset?: number; limit?: number }) => {
  const offset = body.offset ?? 0;
  const limit = Number(body.limit ?? 10);
  const data = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => fleet(offset + i + 1));
  const page: ListPage<Fleet> = { data, pagination: { limit, offset, total, currentPage: offset / limit + 1 } };
  return Promise.resolve(page);
});
const none = { mutateAsync: jest.fn(() => Promise.resolve()) };

const fleets: NamedGroups<Fleet, Van, Van, NamedGroupBody<'van', false>, NamedGroupUpdateBody<'van', false>> = {
  noun: 'Fleet',
  membersNoun: 'Vans',
  paths: { list: '/fleets', view: '/fleet', form: '/add-fleet' },
  list: { title: 'Fleets', subtitle: 'Vans that run together', actionsHeader: undefined as unknown as string },
  api: {
    list: (body) => ({ queryKey: ['fleets', 'list', body], queryFn: () => listFleets(body as never) }),
    detail: (id) => ({ queryKey: ['fleets', 'detail', id], queryFn: () => Promise.resolve(fleet(id)) }),
    members: (id, page, pageSize) =>
      groupMembersPageQuery(['fleets', 'members', id], page, pageSize, {
        queryFn: (): Promise<ListPage<Van>> =>
          Promise.resolve({ data: [], pagination: { limit: 10, offset: 0, total: 0, currentPage: 1 } }),
      }),
    useCreate: () => none,
    useUpdate: () => none,
    useDelete: () => jest.fn(),
  },
  form: namedGroupForm({ members: 'van' }),
  picker: { useOptions: () => ({ data: [] }), limit: 20, itemLabel: (v) => v.name, searchPlaceholder: 'Search vans' },
  memberCount: () => 0,
  columns: [{ id: 'name', header: 'Name', cell: ({ row }) => row.original.name }],
  details: () => [],
};

beforeEach(() => {
  total = 15;
  act(() => useLanguageStore.getState().setLanguage('hi'));
});
afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

describe('the kit list in Hindi', () => {
  it('says its columns, row actions, pager and tools in Hindi', async () => {
    renderPage(<NamedGroupListPage groups={fleets} />, { path: '/fleets', route: '/fleets' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getByRole('columnheader', { name: /नाम/ })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'कार्रवाइयाँ' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Fleet 1 बदलें' })).toHaveTextContent('बदलें');
    expect(screen.getByText('कुल 15')).toBeInTheDocument();
    expect(screen.getByText('पृष्ठ 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fleet जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'नाम से खोजें' })).toBeInTheDocument();
  });

  it('says an empty list in Hindi', async () => {
    total = 0;
    renderPage(<NamedGroupListPage groups={fleets} />, { path: '/fleets', route: '/fleets' });
    expect(await screen.findByText('अभी कोई समूह नहीं')).toBeInTheDocument();
  });

  it('shows status texts in Hindi and keeps English as it was', () => {
    expect(statusInfo(1).text).toBe('सफल');
    expect(vendStatusText('partial')).toBe('आंशिक वेंड');
    expect(walletTypeLabel('prepaid')).toBe('प्रीपेड');
    expect(remainingTime('2026-01-03T00:00:00Z', new Date('2026-01-01T00:00:00Z'))).toBe('2 दिन');
    const request = {
      status: 'pending',
      created_at: '2026-03-03T10:00:00Z',
    } as Parameters<typeof requestStateText>[0];
    expect(requestStateText(request)).toBe(`${formatDate('2026-03-03T10:00:00Z')} से लंबित`);
    act(() => useLanguageStore.getState().setLanguage('en'));
    expect(statusInfo(1)).toEqual({ text: 'Success', colorPalette: 'green' });
    expect(vendStatusText('partial')).toBe('Partial Vend');
    expect(walletTypeLabel('postpaid')).toBe('Postpaid');
    expect(remainingTime('2026-01-03T00:00:00Z', new Date('2026-01-01T00:00:00Z'))).toBe('2 days');
    expect(requestStateText(request)).toBe(`Pending since ${formatDate('2026-03-03T10:00:00Z')}`);
  });
});
