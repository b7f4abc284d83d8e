import { useLanguageStore } from '@console/shared';
import { fakeApi, renderPage } from '@console/shared/testing';
import type { AuditEntry } from '@console/shared/contracts';
import { act, screen, within } from '@testing-library/react';
import AuditLogPage from './audit-log-page';
import { entry as fullEntry } from './fixtures';

/** An institution renamed, its groups left out (this test reads names only). */
const entry = (overrides: Partial<AuditEntry>): AuditEntry =>
  fullEntry({
    before: { id: 7, name: 'Whitefield Campus' },
    after: { id: 7, name: 'Whitefield Campus East' },
    ...overrides,
  });

beforeEach(() => {
  fakeApi()
    .on('GET /merchant/audit/facets', () => ({
      data: { entities: ['touchpoint_group', 'gadget'], actions: ['make_current', 'update'], users: [] },
    }))
    .on('POST /merchant/audit/list', () => ({
      data: [
        entry({}),
        entry({ id: 42, action: 'calibrate', entity: 'gadget', entity_id: '3', before: null, after: { id: 3 } }),
      ],
      pagination: { limit: 10, offset: 0, total: 2, currentPage: 1, nextCursor: null },
    }));
});

afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Audit Log in Hindi', () => {
  it('names entities, actions and periods in Hindi; a code the console does not know shows as recorded', async () => {
    act(() => useLanguageStore.getState().setLanguage('hi'));
    renderPage(<AuditLogPage />, { path: '/audit-log', route: '/audit-log' });
    const known = (await screen.findByText('संस्थान #7')).closest('tr')!;
    expect(cellsOf(known).slice(2, 4)).toEqual(['Whitefield Campus Eastसंस्थान #7', 'बदला']);
    const unknown = screen.getByText('gadget #3').closest('tr')!;
    expect(cellsOf(unknown).slice(2, 4)).toEqual(['gadget #3', 'calibrate']);

    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('इकाई')).toEqual(['सभी', 'टचपॉइंट समूह', 'gadget']);
    expect(options('कार्रवाई')).toEqual(['सभी', 'मौजूदा बनाया', 'बदला']);
    expect(options('समय')).toEqual(['सभी', '1 दिन', '1 सप्ताह', '1 महीना']);
    expect(screen.getAllByPlaceholderText('DD माह YYYY')).toHaveLength(1);
  });
});
