/** The periods lists and the dashboard cover. No TypeBox here: browsers load it. */

/** Time ranges; `custom` reads `from`/`to`. The screens name each by the kit's catalogue (`timeRange.<range>`). */
export const TIME_RANGES = ['1d', '1w', '1m'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
/** A date input: year-month-day, optionally with T hours:minutes. */
export const DATE_INPUT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2})?$';
