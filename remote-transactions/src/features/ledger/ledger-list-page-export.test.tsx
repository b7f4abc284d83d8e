import { useToastStore } from '@console/shared';
import { fail } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeJob } from '../../lib/report-fixtures';
import { DOWNLOAD, renderLoaded, REPORT, server } from './ledger-list-test-setup';

describe('Transaction Wallet List', () => {
  it('downloads the current filters’ file at once (CSV or XLSX), queuing nothing', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:ledger'), revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.on(DOWNLOAD, (body) => ({
      bytes: new ArrayBuffer(8),
      type: 'text/csv',
      fileName: `wallet-transaction-report-2026-11-28.${body.format}`,
    }));
    const { user } = await renderLoaded(
      '/transaction-wallet-list?range=custom&from=2026-11-01&direction=debit&search=Asha',
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(server.bodies(DOWNLOAD)).toEqual([
      { format: 'csv', filters: { range: 'custom', from: '2026-11-01', direction: 'debit', search: 'Asha' } },
    ]);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('wallet-transaction-report-2026-11-28.csv');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(server.bodies(DOWNLOAD).at(-1)).toMatchObject({ format: 'xlsx' }));
    expect(server.bodies(REPORT)).toEqual([]);
    clicked.mockRestore();
  });

  it('says a file too large to download will be e-mailed, and queues the report only when asked', async () => {
    const queued = 'The wallet transaction report will be sent to your registered email.';
    server.on(DOWNLOAD, () =>
      fail(400, 'The export would hold more than 10,000 rows; narrow the filter and export again.', {
        code: 'EXPORT_TOO_LARGE',
      }),
    );
    server.on(REPORT, () => ({ data: makeJob({ id: 9, kind: 'wallet_transactions' }), message: queued }));
    const { user } = await renderLoaded('/transaction-wallet-list?range=1m&wallet_type=prepaid');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Too large to download' });
    expect(dialog).toHaveTextContent(
      /The wallet transaction report \(XLSX\) can be made in the background and e-mailed/,
    );
    expect(server.bodies(REPORT)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'E-mail the Report' }));
    await waitFor(() =>
      expect(server.bodies(REPORT)).toEqual([{ format: 'xlsx', filters: { range: '1m', wallet_type: 'prepaid' } }]),
    );
    await waitFor(() => expect(useToastStore.getState().success).toBe(queued));
  });

  it('shows a refused report once, with the server’s reason', async () => {
    const refusal = "The report would hold more than 1,000,000 rows, your company's limit; narrow the filter.";
    server.on(DOWNLOAD, () => fail(400, 'too many', { code: 'EXPORT_TOO_LARGE' }));
    server.on(REPORT, () => fail(400, refusal, { code: 'REPORT_TOO_LARGE' }));
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail the Report' }));
    await waitFor(() => expect(useToastStore.getState().error).toBe(refusal));
    expect(useToastStore.getState().success).toBeNull();
  });
});
