import { screen } from '@testing-library/react';
import { Spinner } from './spinner';
import { renderUi } from './test-utils';

describe('Spinner', () => {
  it('is a status named by its label, or decoration hidden from assistive technology', () => {
    renderUi(
      <>
        <Spinner aria-label="Loading customer" />
        <Spinner data-testid="beside-text" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading customer' })).toBeInTheDocument();
    expect(screen.getByTestId('beside-text')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
