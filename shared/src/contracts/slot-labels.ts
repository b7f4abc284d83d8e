/**
 * Slot labels of a vending machine or locker grid. One
 * function turns (rows, columns, format) into the grid's labels, row by row, so the form's preview,
 * the server's validation and the sync all print the same labels. A format that would give two
 * slots the same label on the grid is refused with the reason, never half-generated.
 */

/** The seven formats, keyed by their example and named exactly as the touchpoint form offers them. */
export const LABEL_FORMATS = ['A1', 'AA', '11', '1A', '01', '10', '110'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const LABEL_FORMAT_NAMES: Record<LabelFormat, string> = {
  A1: 'Alpha-Num (A1)',
  AA: 'Alpha-Alpha (AA)',
  '11': 'Num-Num (11)',
  '1A': 'Num-Alpha (1A)',
  '01': 'Num-Num (01)',
  '10': 'Num-Num (10)',
  '110': 'Num-Num (110)',
};

/** The largest grid a touchpoint may have, in each direction. */
export const GRID_MAX = 60;

/** Spreadsheet letters: 0 → A, 25 → Z, 26 → AA, 27 → AB … (a row or column "name"). */
export function sheetLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Fixed-width letters in base 26 (A = 0): width 2 gives AA, AB … AZ, BA …; used where two letter parts meet. */
function fixedLetters(index: number, width: number): string {
  let out = '';
  let n = index;
  for (let i = 0; i < width; i++) {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26);
  }
  return out;
}

function lettersWidth(count: number): number {
  return count <= 26 ? 1 : 2;
}

function digits(n: number): number {
  return String(n).length;
}

export type SlotLabels = { ok: true; labels: string[][] } | { ok: false; reason: string };

/**
 * The labels of a `rows` × `columns` grid, `labels[row][column]`, in the given format:
 *
 * - `A1` row letters (A…Z, AA, AB…) then the column number from 1: A1…A10, B1…
 * - `AA` row letter then column letter: AA, AB…; past 26 either part takes two letters (AA…ZZ) on
 *   every slot, so a row and a column never run into each other.
 * - `11` row number then column number, both from 1: 11…19, 110; it cannot fit when both rows
 *   and columns exceed 9 (row 1 column 11 and row 11 column 1 would both be 111).
 * - `1A` row number then column letters: 1A…1J, 2A…
 * - `01` one running number across the grid, row by row, zero-padded to two digits (or more
 *   when the grid holds more than 99 slots): 01…60.
 * - `10` row number from 1 then column number from 0: 10…19, 20…29 (the classic coil numbers);
 *   it cannot fit when columns exceed 10 and rows exceed 9.
 * - `110` row number then the column number from 1 on two digits: 101…110, 201…
 */
export function slotLabels(rows: number, columns: number, format: LabelFormat): SlotLabels {
  if (!Number.isInteger(rows) || rows < 1 || rows > GRID_MAX)
    return { ok: false, reason: `Rows must be a whole number from 1 to ${GRID_MAX}` };
  if (!Number.isInteger(columns) || columns < 1 || columns > GRID_MAX)
    return { ok: false, reason: `Columns must be a whole number from 1 to ${GRID_MAX}` };
  const name = LABEL_FORMAT_NAMES[format];
  if (!name) return { ok: false, reason: 'Choose one of the label formats' };
  if (format === '11' && rows > 9 && columns > 9)
    return { ok: false, reason: `${name} cannot label more than 9 rows and 9 columns at once; choose another format` };
  if (format === '10' && rows > 9 && columns > 10)
    return { ok: false, reason: `${name} cannot label more than 9 rows and 10 columns at once; choose another format` };

  const rowWidth = lettersWidth(rows);
  const columnWidth = lettersWidth(columns);
  const serialWidth = Math.max(2, digits(rows * columns));
  const label = (r: number, c: number): string => {
    switch (format) {
      case 'A1':
        return `${sheetLetters(r)}${c + 1}`;
      case 'AA':
        return `${fixedLetters(r, rowWidth)}${fixedLetters(c, columnWidth)}`;
      case '11':
        return `${r + 1}${c + 1}`;
      case '1A':
        return `${r + 1}${sheetLetters(c)}`;
      case '01':
        return String(r * columns + c + 1).padStart(serialWidth, '0');
      case '10':
        return `${r + 1}${c}`;
      case '110':
        return `${r + 1}${String(c + 1).padStart(2, '0')}`;
    }
  };
  const labels = Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => label(r, c)));
  return { ok: true, labels };
}

/** The grid's labels in slot order (row by row), or the reason it cannot be labelled. */
export function flatSlotLabels(rows: number, columns: number, format: LabelFormat): string[] | string {
  const result = slotLabels(rows, columns, format);
  return result.ok ? result.labels.flat() : result.reason;
}
