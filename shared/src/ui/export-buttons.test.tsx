import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useRouteAccessStore } from '../stores/route-access-store';
import { useToastStore } from '../stores/toast-store';
import { EXPORT_TOO_LARGE, ExportButtons, listExport } from './export-buttons';
import { renderUi } from './test-utils';

const tooLarge = () =>
  new ApiError(
    'The export would hold more than 10,000 rows; narrow the filter and export again.',
    400,
    false,
    EXPORT_TOO_LARGE,
  );

function setup(props: Partial<Parameters<typeof ExportButtons>[0]> = {}) {
  const download = jest.fn().mockResolvedValue('file.csv');
  const view = renderUi(
    <MemoryRouter>
      <ExportButtons download={download} {...props} />
    </MemoryRouter>,
  );
  return { ...view, user: userEvent.setup(), download };
}

beforeEach(() => {
  useToastStore.getState().clear();
  // The operator may open Reports (the host's answer).
  useRouteAccessStore.getState().publish(() => true);
});

describe('ExportButtons', () => {
  it('downloads the file at once in the format asked', async () => {
    const { user, download } = setup();
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(download).toHaveBeenCalledWith('xlsx');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenLastCalledWith('csv');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says before anything starts that a file too large to download will be e-mailed, and sends it only when asked', async () => {
    const send = jest.fn().mockResolvedValue({});
    const download = jest.fn().mockRejectedValue(tooLarge());
    const { user } = setup({ download, mail: { noun: 'audit log report', send } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Too large to download' });
    expect(dialog).toHaveTextContent(/The audit log report \(CSV\) can be made in the background and e-mailed to you/);
    expect(within(dialog).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(send).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'E-mail the Report' }));
    expect(send).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(useToastStore.getState().error).toBeNull();
  });

  it('sends nothing when the operator cancels', async () => {
    const send = jest.fn();
    const { user } = setup({ download: jest.fn().mockRejectedValue(tooLarge()), mail: { noun: 'report', send } });
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the refusal once when the list has no mailed report, or when anything else refuses it', async () => {
    const { user } = setup({ download: jest.fn().mockRejectedValue(tooLarge()) });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(useToastStore.getState().error).toBe(
        'The export would hold more than 10,000 rows; narrow the filter and export again.',
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says nothing of a download the page itself cancelled', async () => {
    const { user } = setup({ download: jest.fn().mockRejectedValue(new ApiError('aborted', 0, true)) });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(useToastStore.getState().error).toBeNull();
  });
});

describe('listExport', () => {
  it("downloads the list's body in the format asked, and mails its report with the same body", async () => {
    const body = { search: 'Asha', range: '1w' };
    const download = jest.fn(() => Promise.resolve());
    const mutateAsync = jest.fn(() => Promise.resolve());
    const props = listExport(body, download, { noun: 'audit log report', report: { mutateAsync } });
    await props.download('xlsx');
    expect(download).toHaveBeenCalledWith(body, 'xlsx');
    expect(props.mail?.noun).toBe('audit log report');
    await props.mail?.send('csv');
    expect(mutateAsync).toHaveBeenCalledWith({ body, format: 'csv' });
    expect(listExport(body, download).mail).toBeUndefined();
  });

  it('sends the columns the list shows, in its order, with the download and the mailed report', async () => {
    const body = { search: 'Asha' };
    const download = jest.fn(() => Promise.resolve());
    const mutateAsync = jest.fn(() => Promise.resolve());
    const columns = ['action', 'created_at'];
    const props = listExport(body, download, { noun: 'audit log report', report: { mutateAsync } }, columns);
    await props.download('csv');
    expect(download).toHaveBeenCalledWith(body, 'csv', columns);
    await props.mail?.send('xlsx');
    expect(mutateAsync).toHaveBeenCalledWith({ body, format: 'xlsx', columns });
  });
});
