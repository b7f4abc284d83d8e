import { screen } from '@testing-library/react';
import { ApiError } from '../api/client';
import { RefusalAlert } from './refusal-alert';
import { renderUi } from './test-utils';

describe('RefusalAlert', () => {
  it('shows a refused call’s message as an alert', () => {
    renderUi(<RefusalAlert error={new ApiError('This RFID is already linked to another customer.', 409, false)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This RFID is already linked to another customer.');
  });

  it('shows a message given as text', () => {
    renderUi(<RefusalAlert error="The record was changed by someone else." mb="4" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The record was changed by someone else.');
  });

  it.each([
    ['an aborted call', new ApiError('aborted', 0, true)],
    ['no error', null],
    ['an empty message', ''],
    ['an error that is not the server’s', new Error('TypeError: x is undefined')],
  ])('shows nothing for %s', (_, error) => {
    renderUi(<RefusalAlert error={error} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
