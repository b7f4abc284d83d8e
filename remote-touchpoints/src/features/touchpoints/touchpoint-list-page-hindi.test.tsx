import { useRouteAccessStore, useLanguageStore, useToastStore } from '@console/shared';
import { fakeApi, renderPage } from '@console/shared/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { CHANNELS, makeTouchpoint, page } from './fixtures';
import TouchpointListPage from './touchpoint-list-page';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  fakeApi()
    .on('POST /merchant/touchpoints/list', () => page([makeTouchpoint()]))
    .options('POST /merchant/channels/options', CHANNELS)
    .on('POST /merchant/touchpoints/:id/sync-stock', () => ({
      data: { updated: 2, unchanged: 58, unknown_slots: ['G1'], last_updated: '2026-11-24T10:00:00.000Z' },
    }));
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

  it('says the channel search and the stock sync in Hindi', async () => {
    const { user } = renderPage(<TouchpointListPage />, { path: '/touchpoint-list', route: '/touchpoint-list' });
    await screen.findByText('Lobby Vending 1');
    await user.click(screen.getByRole('combobox', { name: 'चैनल' }));
    expect(await screen.findByText('32 चैनलों में खोजने के लिए लिखें')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'स्टॉक सिंक करें: Lobby Vending 1' }));
    await waitFor(() =>
      expect(useToastStore.getState().success).toBe(
        'स्टॉक सिंक हुआ: 2 अपडेट हुए, 58 में बदलाव नहीं; फ़ीड में एक ऐसा स्लॉट था जो इस टचपॉइंट में नहीं है: G1',
      ),
    );
  });
});
