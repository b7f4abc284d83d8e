import { useLanguageStore, useLicenceStore } from '@console/shared';
import { licenceExpiredMessage } from '@console/shared/permissions';
import { act, render, screen } from '@testing-library/react';
import LicenceModal from './licence-modal';

afterEach(() => {
  act(() => {
    useLanguageStore.getState().setLanguage('en');
    useLicenceStore.getState().dismiss();
  });
});

describe('the License Expired modal', () => {
  it("says the server's words in English, worded by the caller's role", async () => {
    act(() => useLicenceStore.getState().show('ROLE_COMPANY_ADMIN'));
    render(<LicenceModal />);
    expect(await screen.findByRole('alertdialog', { name: 'License Expired' })).toHaveTextContent(
      licenceExpiredMessage('ROLE_COMPANY_ADMIN'),
    );
    expect(licenceExpiredMessage('ROLE_COMPANY_ADMIN')).toBe(
      'Your License has expired, Please contact your Integration Admin or Integration Partner to renew the license.',
    );
  });

  it('says them in Hindi when the operator chose Hindi', async () => {
    act(() => {
      useLanguageStore.getState().setLanguage('hi');
      useLicenceStore.getState().show('ROLE_CASHIER');
    });
    render(<LicenceModal />);
    const dialog = await screen.findByRole('alertdialog', { name: 'लाइसेंस की अवधि समाप्त' });
    expect(dialog).toHaveTextContent(
      'आपके लाइसेंस की अवधि समाप्त हो गई है। लाइसेंस नवीनीकृत करने के लिए अपने कंपनी एडमिन से संपर्क करें।',
    );
    expect(screen.getByRole('button', { name: 'ठीक है' })).toBeVisible();
  });
});
