import { useLanguageStore, useTenantStore } from '@console/shared';
import { ACME_LABELS, fakeApi, renderPage } from '@console/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { makeRole } from './fixtures';
import RoleFormPage from './role-form-page';

beforeEach(() => {
  fakeApi().on('GET /merchant/roles/:id', () => ({ data: makeRole() }));
});

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  useTenantStore.getState().reset();
});

const checklist = () =>
  within(screen.getByRole('group', { name: 'अनुमतियाँ' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('Add Role in Hindi', () => {
  it("names every permission in Hindi, the people and orders lists by the language's nouns", () => {
    act(() => useLanguageStore.getState().setLanguage('hi'));
    renderPage(<RoleFormPage />, { path: '/add-role', route: '/add-role' });
    expect(screen.getByRole('heading', { name: 'भूमिका जोड़ें' })).toBeInTheDocument();
    expect(checklist()).toEqual([
      'उपयोगकर्ता',
      'चैनल',
      'टचपॉइंट',
      'टचपॉइंट समूह',
      'संस्थान',
      'ग्राहक',
      'कर्मचारी समूह',
      'कर्मचारी वॉलेट',
      'नियम',
      'लेन-देन',
    ]);
  });

  it("keeps a renaming tenant's own words for its people and orders", () => {
    useTenantStore.getState().setTenant(2, ACME_LABELS);
    act(() => useLanguageStore.getState().setLanguage('hi'));
    renderPage(<RoleFormPage />, { path: '/add-role', route: '/add-role' });
    expect(screen.getByRole('checkbox', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Dispensed Products' })).toBeInTheDocument();
  });
});
