import {
  LABEL_FORMATS,
  LABEL_FORMAT_NAMES,
  flatSlotLabels,
  sheetLetters,
  slotLabels,
  type LabelFormat,
} from './slot-labels';

function grid(rows: number, columns: number, format: LabelFormat): string[][] {
  const result = slotLabels(rows, columns, format);
  if (!result.ok) throw new Error(result.reason);
  return result.labels;
}

describe('slot labels', () => {
  test('the seven formats carry SPEC’s names', () => {
    expect(LABEL_FORMATS.map((f) => LABEL_FORMAT_NAMES[f])).toEqual([
      'Alpha-Num (A1)',
      'Alpha-Alpha (AA)',
      'Num-Num (11)',
      'Num-Alpha (1A)',
      'Num-Num (01)',
      'Num-Num (10)',
      'Num-Num (110)',
    ]);
  });

  // The table the README documents: a 6 × 10 grid, first row, second row's start, last slot.
  test.each([
    ['A1', ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10'], 'B1', 'F10'],
    ['AA', ['AA', 'AB', 'AC', 'AD', 'AE', 'AF', 'AG', 'AH', 'AI', 'AJ'], 'BA', 'FJ'],
    ['11', ['11', '12', '13', '14', '15', '16', '17', '18', '19', '110'], '21', '610'],
    ['1A', ['1A', '1B', '1C', '1D', '1E', '1F', '1G', '1H', '1I', '1J'], '2A', '6J'],
    ['01', ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'], '11', '60'],
    ['10', ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19'], '20', '69'],
    ['110', ['101', '102', '103', '104', '105', '106', '107', '108', '109', '110'], '201', '610'],
  ] as const)('%s on a 6 × 10 grid', (format, firstRow, secondRowStart, last) => {
    const labels = grid(6, 10, format);
    expect(labels).toHaveLength(6);
    expect(labels[0]).toEqual(firstRow);
    expect(labels[1]![0]).toBe(secondRowStart);
    expect(labels[5]![9]).toBe(last);
  });

  test('every format that fits gives every slot its own label, up to the largest grid', () => {
    for (const format of LABEL_FORMATS)
      for (const [rows, columns] of [
        [1, 1],
        [6, 10],
        [9, 60],
        [60, 9],
        [27, 27],
        [60, 60],
        [26, 26],
        [10, 10],
        [60, 10],
      ] as const) {
        const result = flatSlotLabels(rows, columns, format);
        if (typeof result === 'string') continue;
        expect(new Set(result).size).toBe(rows * columns);
      }
  });

  test('more than 26 rows: letters go on to AA, AB … (A1), or every row takes two letters (AA)', () => {
    const a1 = grid(30, 2, 'A1');
    expect(a1[25]).toEqual(['Z1', 'Z2']);
    expect(a1[26]).toEqual(['AA1', 'AA2']);
    expect(a1[29]).toEqual(['AD1', 'AD2']);
    const aa = grid(30, 3, 'AA');
    expect(aa[0]).toEqual(['AAA', 'AAB', 'AAC']);
    expect(aa[26]).toEqual(['BAA', 'BAB', 'BAC']);
    // Two-letter columns too: no row/column pair can spell another's label.
    expect(grid(2, 28, 'AA')[1]!.slice(25, 28)).toEqual(['BAZ', 'BBA', 'BBB']);
    expect(grid(60, 60, 'AA')[59]![59]).toBe('CHCH');
  });

  test('more than 9 columns: numbers run on where the grid stays unambiguous', () => {
    expect(grid(9, 12, '11')[8]!.slice(9)).toEqual(['910', '911', '912']);
    expect(grid(12, 9, '11')[11]![8]).toBe('129');
    expect(grid(3, 30, '1A')[2]!.slice(25, 28)).toEqual(['3Z', '3AA', '3AB']);
    expect(grid(12, 10, '10')[11]).toEqual(['120', '121', '122', '123', '124', '125', '126', '127', '128', '129']);
    expect(grid(60, 60, '110')[59]![59]).toBe('6060');
    expect(grid(10, 10, '01')[9]![9]).toBe('100');
    expect(grid(60, 60, '01')[0]![0]).toBe('0001');
  });

  test('a format the grid cannot fit is refused with the reason', () => {
    expect(slotLabels(10, 10, '11')).toEqual({
      ok: false,
      reason: 'Num-Num (11) cannot label more than 9 rows and 9 columns at once; choose another format',
    });
    expect(slotLabels(10, 11, '10')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Num-Num \(10\) cannot/),
    });
    expect(slotLabels(0, 4, 'A1')).toEqual({ ok: false, reason: 'Rows must be a whole number from 1 to 60' });
    expect(slotLabels(4, 61, 'A1')).toEqual({ ok: false, reason: 'Columns must be a whole number from 1 to 60' });
    expect(slotLabels(2.5, 4, 'A1').ok).toBe(false);
    expect(slotLabels(2, 2, 'ZZ' as LabelFormat)).toEqual({ ok: false, reason: 'Choose one of the label formats' });
  });

  test('spreadsheet letters', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(sheetLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
