/** The touchpoint types and slot label formats as the shown language names them. */
import type { Grid } from '@console/shared/contracts';
import { LABEL_FORMATS, type LabelFormat } from '@console/shared/contracts/slot-labels';
import { TOUCHPOINT_TYPES, type TouchpointType } from '@console/shared/contracts/touchpoint-kinds';
import type { Translate } from '../../i18n/catalogue';

const isType = (type: string): type is TouchpointType => (TOUCHPOINT_TYPES as readonly string[]).includes(type);

/** A type's name; a type this console does not know shows as stored. */
export const touchpointTypeName = (type: string, t: Translate) => (isType(type) ? t(`touchpoints.type.${type}`) : type);

export const labelFormatName = (format: LabelFormat, t: Translate) => t(`touchpoints.format.${format}`);

/** The type choices of a select (`value`/`label`) or a filter (`id`/`text`). */
export const typeOptions = (t: Translate) =>
  TOUCHPOINT_TYPES.map((type) => ({ value: type, label: t(`touchpoints.type.${type}`) }));
export const formatOptions = (t: Translate) =>
  LABEL_FORMATS.map((format) => ({ value: format, label: labelFormatName(format, t) }));

/** "6 × 10 · Alpha-Num (A1)" */
export const gridText = (grid: Grid, t: Translate) =>
  `${grid.rows} × ${grid.columns} · ${labelFormatName(grid.label_format, t)}`;
