import { TOAST_MS, useToastStore } from '@console/shared';
import { currentLocation, renderPage } from '@console/shared/testing';
import { act, screen } from '@testing-library/react';
import { Toasts } from './toasts';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.getState().clear();
});
afterEach(() => jest.useRealTimers());

describe('Toasts', () => {
  it('takes a saved form to its list at once, and keeps saying what was saved there for 4 s', () => {
    renderPage(<Toasts />, { path: '/add-customer', route: '*' });
    expect(currentLocation()).toBe('/add-customer');
    act(() => useToastStore.getState().showSuccess('Customer Asha Rao added', { redirectTo: '/customer-list' }));
    expect(currentLocation()).toBe('/customer-list');
    expect(screen.getByTestId('toast-success')).toHaveTextContent('Customer Asha Rao added');
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByTestId('toast-success')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast-success')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/customer-list');
  });

  it('shows an error for 4 s and goes nowhere', () => {
    renderPage(<Toasts />, { path: '/roles', route: '*' });
    act(() => useToastStore.getState().showError('Role name is taken.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Role name is taken.');
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/roles');
  });
});
