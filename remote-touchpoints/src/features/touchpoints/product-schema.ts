/**
 * The store product dialog: its values (all strings, as the inputs hold them), the yup rules
 * and the API bodies. Money is rupees with at most two decimals; gst and cess
 * are percentages 0–100 with at most two; stock a whole number of units. An edit sends back the
 * `updated_at` it loaded (409 when stale).
 */
import { formRules } from '@console/shared';
import type { ProductBody, ProductUpdateBody, TouchpointProduct } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { object, string } from 'yup';
import { catalogue } from '../../i18n/catalogue';

export interface ProductFormValues {
  name: string;
  /** The slot label; '' for none. */
  slot: string;
  mrp: string;
  gst: string;
  cess: string;
  stock: string;
}

export const EMPTY_PRODUCT: ProductFormValues = { name: '', slot: '', mrp: '', gst: '', cess: '0', stock: '0' };

export const MAX_STOCK = 100_000;

export function productFormValues(p: TouchpointProduct): ProductFormValues {
  return {
    name: p.name,
    slot: p.slot ?? '',
    mrp: String(p.mrp),
    gst: String(p.gst),
    cess: String(p.cess),
    stock: String(p.stock),
  };
}

/** The product rules' own messages, said in the language shown when a rule runs. */
export const PRODUCT_MESSAGES = {
  decimals: () => catalogue.t('products.decimals'),
  wholeNumber: () => catalogue.t('products.wholeNumber'),
};

const percent = () =>
  string()
    .trim()
    .required(formRules.msg.required)
    .matches(/^\d+(\.\d+)?$/, formRules.msg.numericOnly)
    .test('decimals', PRODUCT_MESSAGES.decimals, (v) => !v || !/\.\d{3,}$/.test(v))
    .test('max', formRules.msg.numericMax(100), (v) => !v || !/^\d+(\.\d+)?$/.test(v) || Number(v) <= 100);

export const productSchema = object({
  name: formRules.textRule(FIELDS.product.name, { required: true }),
  slot: formRules.textRule(FIELDS.product.slot, { trim: false }),
  mrp: string()
    .trim()
    .required(formRules.msg.required)
    .matches(/^\d{1,9}(\.\d{1,2})?$/, formRules.msg.pattern),
  gst: percent(),
  cess: percent(),
  stock: string()
    .trim()
    .required(formRules.msg.required)
    .matches(/^\d+$/, PRODUCT_MESSAGES.wholeNumber)
    .test('max', formRules.msg.numericMax(MAX_STOCK), (v) => !v || !/^\d+$/.test(v) || Number(v) <= MAX_STOCK),
});

/** Decimal text without leading zeros or a trailing point, as the contract's patterns take it: "05.50" → "5.5". */
const decimal = (text: string) => String(Number(text));

export function productBody(values: ProductFormValues): ProductBody {
  return {
    name: values.name.trim(),
    slot: values.slot || null,
    mrp: decimal(values.mrp),
    gst: decimal(values.gst),
    cess: decimal(values.cess),
    stock: Number(values.stock),
  };
}

export function productUpdateBody(values: ProductFormValues, loaded: TouchpointProduct): ProductUpdateBody {
  return { ...productBody(values), updated_at: loaded.updated_at };
}
