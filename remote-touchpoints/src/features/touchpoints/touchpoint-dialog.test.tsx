import { useDirtyFormStore, useToastStore } from '@console/shared';
import { LABEL_FORMATS, LABEL_FORMAT_NAMES } from '@console/shared/contracts/slot-labels';
import { fail, type FakeApi, fakeApi, renderPage } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CHANNELS, makeTouchpoint } from './fixtures';
import { TouchpointDialog } from './touchpoint-dialog';

let server: FakeApi;
const getCurrentPosition = jest.fn();

beforeAll(() => {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
});

beforeEach(() => {
  getCurrentPosition.mockReset();
  server = fakeApi()
    .options('POST /merchant/channels/options', CHANNELS)
    .on('POST /merchant/touchpoints', () => ({ data: makeTouchpoint({ id: 30 }) }))
    .on('PUT /merchant/touchpoints/:id', () => ({ data: makeTouchpoint() }));
  useToastStore.getState().clear();
  useDirtyFormStore.getState().reset();
});

function renderDialog(touchpoint?: ReturnType<typeof makeTouchpoint>) {
  const onClose = jest.fn();
  const view = renderPage(<TouchpointDialog open touchpoint={touchpoint} onClose={onClose} />, {
    path: '/touchpoint-list',
  });
  return { ...view, onClose, dialog: screen.getByRole('dialog') };
}
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
const channel = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Channel' });

describe('Touchpoint dialog', () => {
  it('offers the seven label formats as SPEC spells them and previews the grid’s labels', async () => {
    const { user, dialog } = renderDialog();
    expect(within(dialog).queryByLabelText(/^Rows/)).not.toBeInTheDocument();
    await user.selectOptions(field(dialog, 'Type'), 'Vending Machine');
    const formats = within(field(dialog, 'Label Format'))
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((t) => t !== 'Select format');
    expect(formats).toEqual(LABEL_FORMATS.map((f) => LABEL_FORMAT_NAMES[f]));
    expect(formats).toEqual([
      'Alpha-Num (A1)',
      'Alpha-Alpha (AA)',
      'Num-Num (11)',
      'Num-Alpha (1A)',
      'Num-Num (01)',
      'Num-Num (10)',
      'Num-Num (110)',
    ]);

    await user.type(field(dialog, 'Rows'), '6');
    await user.type(field(dialog, 'Columns'), '10');
    await user.selectOptions(field(dialog, 'Label Format'), 'Alpha-Num (A1)');
    const preview = within(dialog).getByRole('table', { name: 'Slot label preview' });
    const cells = within(preview)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toHaveLength(60);
    expect(cells.slice(0, 3)).toEqual(['A1', 'A2', 'A3']);
    expect(cells.at(-1)).toBe('F10');
    expect(within(dialog).getByText('60 slots, Alpha-Num (A1): A1 … F10')).toBeInTheDocument();

    await user.selectOptions(field(dialog, 'Label Format'), 'Num-Num (10)');
    expect(
      within(within(dialog).getByRole('table', { name: 'Slot label preview' })).getAllByRole('cell')[0],
    ).toHaveTextContent('10');
  });

  it('says why a format cannot label the grid and keeps Save disabled', async () => {
    const { user, dialog } = renderDialog();
    await user.type(field(dialog, 'Touchpoint Name'), 'Big Locker');
    await user.selectOptions(field(dialog, 'Type'), 'Locker');
    await user.type(field(dialog, 'Rows'), '10');
    await user.type(field(dialog, 'Columns'), '10');
    await user.selectOptions(field(dialog, 'Label Format'), 'Num-Num (11)');
    expect(
      within(dialog).getByText(
        'Num-Num (11) cannot label more than 9 rows and 9 columns at once; choose another format',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'Slot label preview' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.selectOptions(field(dialog, 'Label Format'), 'Num-Num (01)');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/touchpoints')[0]).toMatchObject({
        type: 'locker',
        grid: { rows: 10, columns: 10, label_format: '01' },
      }),
    );
  });

  it('creates a kiosk with grid null, its channel and typed coordinates', async () => {
    const { user, dialog, onClose } = renderDialog();
    await user.type(field(dialog, 'Touchpoint Name'), 'Reception Kiosk');
    await user.click(channel(dialog));
    // The first 20 channels by name are listed; the hint says how many there are to search.
    expect(await screen.findByText('Type to search 32 channels')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Daalchini' })).not.toBeInTheDocument();
    await user.click(channel(dialog));
    await user.paste('daal');
    await waitFor(() =>
      expect(server.bodies('POST /merchant/channels/options').at(-1)).toEqual({ limit: 20, q: 'daal' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Daalchini' }));
    expect(channel(dialog)).toHaveValue('Daalchini');
    await user.selectOptions(field(dialog, 'Type'), 'Kiosk');
    await user.type(field(dialog, 'Company'), 'Acme Foods');
    await user.type(field(dialog, 'Address'), 'Tower A');
    await user.type(field(dialog, 'Latitude'), '-12.5');
    await user.type(field(dialog, 'Longitude'), '77.123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('POST /merchant/touchpoints')).toEqual([
        {
          name: 'Reception Kiosk',
          channel_id: 4,
          type: 'kiosk',
          company: 'Acme Foods',
          retailer: null,
          address: 'Tower A',
          latitude: -12.5,
          longitude: 77.123456,
          grid: null,
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useToastStore.getState().success).toBe('Action was successful!');
  });

  it('refuses coordinates out of range, with more than 6 decimals, or only one of the two', async () => {
    const { user, dialog } = renderDialog();
    await user.type(field(dialog, 'Touchpoint Name'), 'Kiosk');
    await user.selectOptions(field(dialog, 'Type'), 'Kiosk');
    await user.type(field(dialog, 'Latitude'), '91');
    await user.type(field(dialog, 'Longitude'), '77.1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(within(dialog).getByText('Longitude may have at most 6 decimals')).toBeInTheDocument();

    await user.clear(field(dialog, 'Latitude'));
    await user.clear(field(dialog, 'Longitude'));
    await user.type(field(dialog, 'Longitude'), '-181');
    expect(await within(dialog).findByText('Longitude must be between -180 and 180')).toBeInTheDocument();
    await user.clear(field(dialog, 'Longitude'));
    await user.type(field(dialog, 'Longitude'), '77.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the latitude too, or clear both')).toBeInTheDocument();
    await user.type(field(dialog, 'Latitude'), 'north');
    expect(await within(dialog).findByText(/^Latitude must be a number in degrees/)).toBeInTheDocument();
    expect(server.bodies('POST /merchant/touchpoints')).toHaveLength(0);
  });

  it('fills latitude and longitude from “Use My Location”, rounded to 6 decimals', async () => {
    getCurrentPosition.mockImplementation((ok: PositionCallback) =>
      ok({ coords: { latitude: 12.97159876, longitude: 77.5945661 } } as GeolocationPosition),
    );
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Use My Location' }));
    await waitFor(() => expect(field(dialog, 'Latitude')).toHaveValue('12.971599'));
    expect(field(dialog, 'Longitude')).toHaveValue('77.594566');
  });

  it('asks to enable location when permission is refused, and manual entry still works', async () => {
    getCurrentPosition.mockImplementation((_: PositionCallback, error: PositionErrorCallback) =>
      error({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Use My Location' }));
    expect(await within(dialog).findByText('Please enable your location in the settings')).toBeInTheDocument();
    await user.type(field(dialog, 'Latitude'), '12.5');
    expect(field(dialog, 'Latitude')).toHaveValue('12.5');
  });

  it('asks to choose the location by hand on any other failure', async () => {
    getCurrentPosition.mockImplementation((_: PositionCallback, error: PositionErrorCallback) =>
      error({ code: 3, message: 'Timeout expired' } as GeolocationPositionError),
    );
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Use My Location' }));
    expect(
      await within(dialog).findByText('Unable to fetch your location, please choose location manually'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Please enable your location in the settings')).not.toBeInTheDocument();
  });

  it('shows the touchpoint’s channel by name, and None once cleared', async () => {
    const { user, dialog } = renderDialog(makeTouchpoint());
    // Vendekin is not among the first matches: its name is read by its id.
    await waitFor(() => expect(channel(dialog)).toHaveValue('Vendekin'));
    expect(server.bodies('POST /merchant/channels/options')).toContainEqual({ ids: [3] });
    await user.click(within(dialog).getByRole('button', { name: 'Clear the choice' }));
    expect(channel(dialog)).toHaveValue('');
    expect(channel(dialog)).toHaveAttribute('placeholder', 'None');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('PUT /merchant/touchpoints/:id')).toEqual([expect.objectContaining({ channel_id: null })]),
    );
  });

  it('edits a touchpoint with the updated_at it loaded, and shows a refusal above the fields', async () => {
    server.on('PUT /merchant/touchpoints/:id', () =>
      fail(409, 'The new grid has no slot for F9, F10; move or remove those products first.', {
        code: 'GRID_LOSES_SLOTS',
      }),
    );
    const { user, dialog } = renderDialog(makeTouchpoint());
    expect(field(dialog, 'Rows')).toHaveValue('6');
    expect(within(dialog).getByRole('table', { name: 'Slot label preview' })).toBeInTheDocument();
    await user.clear(field(dialog, 'Columns'));
    await user.type(field(dialog, 'Columns'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The new grid has no slot for F9, F10; move or remove those products first.',
    );
    expect(server.bodies('PUT /merchant/touchpoints/:id')).toEqual([
      {
        name: 'Lobby Vending 1',
        channel_id: 3,
        type: 'vending_machine',
        company: 'Acme Foods',
        retailer: 'Canteen Co',
        address: 'Tower B, Ground Floor',
        latitude: 12.971599,
        longitude: 77.594566,
        grid: { rows: 6, columns: 8, label_format: 'A1' },
        updated_at: '2026-11-24T09:00:40.654321Z',
      },
    ]);
  });
});
