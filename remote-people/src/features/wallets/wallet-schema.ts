/**
 * The wallet form: owner, name, type, credit limit (postpaid only) and primary flag. The credit
 * limit is rupees with at most two decimals, at most ₹10,00,000; the server rechecks everything.
 */
import { formRules } from '@console/shared';
import { FIELDS } from '@console/shared/contracts/fields';
import { MAX_MOVEMENT_RUPEES } from '@console/shared/contracts/limits';
import type { Wallet, WalletBody } from '@console/shared/contracts';
import { array, mixed, object, string } from 'yup';
import { pickedCustomer, type PickedCustomer } from '../../lib/customer-picker';

export interface WalletFormValues {
  customer: PickedCustomer[];
  name: string;
  type: 'prepaid' | 'postpaid';
  credit_limit: string;
  /** '' (create only): the server makes the customer's first wallet primary. */
  is_primary: '1' | '0' | '';
  status: '1' | '0';
}

export const EMPTY_WALLET: WalletFormValues = {
  customer: [],
  name: '',
  type: 'prepaid',
  credit_limit: '',
  is_primary: '',
  status: '1',
};

export function walletFormValues(w: Wallet): WalletFormValues {
  return {
    customer: [pickedCustomer(w.Customer)],
    name: w.name,
    type: w.type === 'postpaid' ? 'postpaid' : 'prepaid',
    credit_limit: w.type === 'postpaid' ? String(w.credit_limit) : '',
    is_primary: w.is_primary ? '1' : '0',
    status: w.status === 1 ? '1' : '0',
  };
}

const { msg } = formRules;

export const walletSchema = object({
  customer: array().of(mixed<PickedCustomer>().required()).min(1, msg.required).max(1),
  name: formRules.textRule(FIELDS.wallet.name, { required: true }),
  type: string().oneOf(['prepaid', 'postpaid']).required(msg.required),
  credit_limit: string().when('type', {
    is: 'postpaid',
    then: (s) =>
      s
        .required(msg.required)
        .matches(/^\d+(\.\d{1,2})?$/, msg.pattern)
        .test('max', msg.numericMax(MAX_MOVEMENT_RUPEES), (v) => v === undefined || Number(v) <= MAX_MOVEMENT_RUPEES),
    otherwise: (s) => s.optional(),
  }),
  is_primary: string().oneOf(['1', '0', '']),
  status: string().oneOf(['1', '0']).required(),
});

export function walletBody(values: WalletFormValues): WalletBody {
  return {
    customer_id: values.customer[0]!.id,
    name: values.name.trim(),
    type: values.type,
    credit_limit: values.type === 'postpaid' ? values.credit_limit.trim() : 0,
    ...(values.is_primary === '' ? {} : { is_primary: values.is_primary === '1' }),
    status: values.status === '1' ? 1 : 0,
  };
}
