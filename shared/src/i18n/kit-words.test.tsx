import { act, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { DEFAULT_LABELS } from '../contracts/labels';
import { PERMISSIONS } from '../contracts/permissions';
import { RULE_TYPES } from '../contracts/rule-kinds';
import { TIME_RANGES } from '../contracts/time-ranges';
import { useTenantStore } from '../tenant/tenant-store';
import { ACME_LABELS } from '../testing/fixtures';
import { DateField } from '../ui/date-field';
import { FilterSelect } from '../ui/filter-select';
import { PasswordField } from '../ui/form-field';
import { renderUi } from '../ui/test-utils';
import { nounsIn } from './catalogue';
import { kit } from './kit-messages';
import { useLanguageStore } from './language';

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  useTenantStore.getState().reset();
});

const permissionNames = () => PERMISSIONS.map((code) => kit.t(`permission.${code}`));

describe("the kit's words several remotes show", () => {
  it('names the permissions in English as the role form always has, the two lists by the tenant’s nouns', () => {
    expect(permissionNames()).toEqual([
      'Users',
      'Channels',
      'Touchpoints',
      'Touchpoint Groups',
      'Institutions',
      'Customers',
      'Employee Groups',
      'Employee Wallets',
      'Rules',
      'Transactions',
    ]);
    useTenantStore.getState().setTenant(2, ACME_LABELS);
    expect(permissionNames()).toEqual(expect.arrayContaining(['Employees', 'Dispensed Products']));
  });

  it("names them in Hindi, keeping a renaming tenant's own words", () => {
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(permissionNames()).toEqual(expect.arrayContaining(['उपयोगकर्ता', 'ग्राहक', 'लेन-देन']));
    useTenantStore.getState().setTenant(2, ACME_LABELS);
    expect(permissionNames()).toEqual(expect.arrayContaining(['Employees', 'Dispensed Products']));
    expect(nounsIn('hi', DEFAULT_LABELS).transactions).toBe('लेन-देन');
  });

  it("says a rule's type and a list's period in either language", () => {
    expect(RULE_TYPES.map((type) => kit.t(`ruleType.${type}`))).toEqual(['Quantity (items)', 'Amount (₹)']);
    expect(TIME_RANGES.map((range) => kit.t(`timeRange.${range}`))).toEqual(['1 Day', '1 Week', '1 Month']);
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(RULE_TYPES.map((type) => kit.t(`ruleType.${type}`))).toEqual(['मात्रा (वस्तुएँ)', 'राशि (₹)']);
    expect(TIME_RANGES.map((range) => kit.t(`timeRange.${range}`))).toEqual(['1 दिन', '1 सप्ताह', '1 महीना']);
  });

  it("renders the fields' own words in Hindi: All, the date's format and the password's eye", () => {
    act(() => useLanguageStore.getState().setLanguage('hi'));
    renderUi(
      <Formik initialValues={{ secret: '' }} onSubmit={jest.fn()}>
        <>
          <FilterSelect label="अवधि" value="" options={[{ id: '1d', text: '1 दिन' }]} onChange={jest.fn()} />
          <DateField label="से" value="" onChange={jest.fn()} />
          <PasswordField name="secret" label="पासवर्ड" />
        </>
      </Formik>,
    );
    expect(screen.getByRole('option', { name: 'सभी' })).toHaveValue('ALL');
    expect(screen.getByLabelText('से')).toHaveAttribute('placeholder', 'DD माह YYYY');
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
  });
});
