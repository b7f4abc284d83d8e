import { useRouteAccessStore, useLanguageStore } from '@console/shared';
import { fakeApi, renderPage } from '@console/shared/testing';
import { act, configure, screen, within } from '@testing-library/react';
import { CHANNELS, makeTouchpoint, page } from './fixtures';
import TouchpointListPage from './touchpoint-list-page';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  fakeApi()
    .on('POST /merchant/touchpoints/list', () => page([makeTouchpoint()]))
    .options('POST /merchant/channels/options', CHANNELS);
  useRouteAccessStore.getState().publish(() => true);
  act(() => useLanguageStore.getState().setLanguage('hi'));
});

afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

describe('Touchpoint List in Hindi', () => {
  it('shows its title, columns, types and buttons in Hindi', async () => {
    renderPage(<TouchpointListPage />, { path: '/touchpoint-list', route: '/touchpoint-list' });
    expect(screen.getByRole('heading', { name: 'टचपॉइंट सूची' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'टचपॉइंट जोड़ें' }).length).toBeGreaterThan(0);
    await screen.findByText('Lobby Vending 1');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['टचपॉइंट का नाम', 'चैनल', 'प्रकार', 'स्टॉक सिंक हुआ', 'अंतिम अपडेट', 'स्टॉक सिंक करें', 'कार्रवाइयाँ']);
    const row = within(screen.getByText('Lobby Vending 1').closest('tr')!);
    expect(row.getByText('वेंडिंग मशीन')).toBeInTheDocument();
    expect(row.getByText('हाँ')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'स्टॉक सिंक करें: Lobby Vending 1' })).toBeInTheDocument();
  });
});
