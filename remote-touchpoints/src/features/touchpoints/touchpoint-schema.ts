/**
 * The touchpoint dialog: its values (what the inputs hold, all strings), the yup rules (the form
 * messages; the coordinates' own) and the API bodies. A vending machine or a
 * locker has a grid of slots (rows, columns, label format); the other types send `grid: null`.
 */
import { formRules } from '@console/shared';
import type { Grid, Touchpoint, TouchpointBody, TouchpointType, TouchpointUpdateBody } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { GRID_MAX, LABEL_FORMATS, type LabelFormat } from '@console/shared/contracts/slot-labels';
import { object, string } from 'yup';
import { GRIDDED_TYPES, TOUCHPOINT_TYPES } from '@console/shared/contracts/touchpoint-kinds';
import { catalogue } from '../../i18n/catalogue';

export interface TouchpointFormValues {
  name: string;
  /** A channel id as the select holds it; '' for none. */
  channel_id: string;
  type: TouchpointType | '';
  company: string;
  retailer: string;
  rows: string;
  columns: string;
  label_format: LabelFormat | '';
  address: string;
  latitude: string;
  longitude: string;
}

export const EMPTY_TOUCHPOINT: TouchpointFormValues = {
  name: '',
  channel_id: '',
  type: '',
  company: '',
  retailer: '',
  rows: '',
  columns: '',
  label_format: '',
  address: '',
  latitude: '',
  longitude: '',
};

const isType = (type: string): type is TouchpointType => (TOUCHPOINT_TYPES as readonly string[]).includes(type);
export const isGridded = (type: string) => (GRIDDED_TYPES as readonly string[]).includes(type);

export function touchpointFormValues(t: Touchpoint): TouchpointFormValues {
  return {
    name: t.name,
    channel_id: t.channel_id === null ? '' : String(t.channel_id),
    type: isType(t.type) ? t.type : '',
    company: t.company ?? '',
    retailer: t.retailer ?? '',
    rows: t.grid ? String(t.grid.rows) : '',
    columns: t.grid ? String(t.grid.columns) : '',
    label_format: t.grid?.label_format ?? '',
    address: t.address ?? '',
    latitude: t.latitude === null ? '' : String(t.latitude),
    longitude: t.longitude === null ? '' : String(t.longitude),
  };
}

/** The grid the values describe, when its rows and columns are whole numbers in range and a format is chosen. */
export function gridOf(values: TouchpointFormValues): Grid | null {
  if (!isGridded(values.type) || !values.label_format) return null;
  const rows = wholeInRange(values.rows);
  const columns = wholeInRange(values.columns);
  return rows && columns ? { rows, columns, label_format: values.label_format } : null;
}

function wholeInRange(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= GRID_MAX ? n : null;
}

/** The coordinates' own messages, said in the language shown when a rule runs; the range and precision the server keeps. */
const COORDINATE_MESSAGES = {
  latitude: {
    number: () => catalogue.t('location.latitude.number'),
    decimals: () => catalogue.t('location.latitude.decimals'),
    range: () => catalogue.t('location.latitude.range'),
    pair: () => catalogue.t('location.latitude.pair'),
  },
  longitude: {
    number: () => catalogue.t('location.longitude.number'),
    decimals: () => catalogue.t('location.longitude.decimals'),
    range: () => catalogue.t('location.longitude.range'),
    pair: () => catalogue.t('location.longitude.pair'),
  },
};

function coordinate(name: 'latitude' | 'longitude', limit: number, other: 'latitude' | 'longitude') {
  const messages = COORDINATE_MESSAGES[name];
  return string()
    .trim()
    .test('number', messages.number, (v) => !v || /^-?\d+(\.\d+)?$/.test(v))
    .test('decimals', messages.decimals, (v) => !v || !/\.\d{7,}$/.test(v))
    .test('range', messages.range, (v) => !v || Math.abs(Number(v)) <= limit)
    .test('pair', messages.pair, function (v) {
      const theirs = String((this.parent as Record<string, unknown>)[other] ?? '').trim();
      return !!v || !theirs;
    });
}

const gridSize = () =>
  string().when('type', {
    is: isGridded,
    then: (rule) =>
      rule
        .trim()
        .required(formRules.msg.required)
        .matches(/^\d+$/, formRules.msg.numericOnly)
        .test('min', formRules.msg.numericMin(1), (v) => !v || !/^\d+$/.test(v) || Number(v) >= 1)
        .test('max', formRules.msg.numericMax(GRID_MAX), (v) => !v || !/^\d+$/.test(v) || Number(v) <= GRID_MAX),
  });

export const touchpointSchema = object({
  name: formRules.textRule(FIELDS.touchpoint.name, { required: true }),
  channel_id: string(),
  type: string()
    .required(formRules.msg.required)
    .oneOf([...TOUCHPOINT_TYPES], formRules.msg.required),
  company: formRules.textRule(FIELDS.touchpoint.company),
  retailer: formRules.textRule(FIELDS.touchpoint.retailer),
  rows: gridSize(),
  columns: gridSize(),
  label_format: string().when('type', {
    is: isGridded,
    then: (rule) => rule.required(formRules.msg.required).oneOf([...LABEL_FORMATS], formRules.msg.required),
  }),
  address: formRules.textRule(FIELDS.touchpoint.address, { trim: false }),
  latitude: coordinate('latitude', 90, 'longitude'),
  longitude: coordinate('longitude', 180, 'latitude'),
});

const orNull = (text: string) => text.trim() || null;
const degrees = (text: string) => (text.trim() ? Number(text) : null);

export function touchpointBody(values: TouchpointFormValues): TouchpointBody {
  return {
    name: values.name.trim(),
    channel_id: values.channel_id ? Number(values.channel_id) : null,
    type: values.type as TouchpointType,
    company: orNull(values.company),
    retailer: orNull(values.retailer),
    address: orNull(values.address),
    latitude: degrees(values.latitude),
    longitude: degrees(values.longitude),
    grid: gridOf(values),
  };
}

/** `loaded`: the touchpoint as the dialog opened it; its `updated_at` goes back (409 when stale). */
export function touchpointUpdateBody(values: TouchpointFormValues, loaded: Touchpoint): TouchpointUpdateBody {
  return { ...touchpointBody(values), updated_at: loaded.updated_at };
}
