/**
 * The XLSX writer waits for the zip to take its rows: without it exceljs piles the whole
 * uncompressed sheet up in memory whenever compression is slower than the rows come.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { createFileWriter } from '../src/lib/export/writers';

/** Rows that compress poorly (a hash-like text), so megabytes of XML stay megabytes zipped. */
const rows = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const k = from + i;
    return [
      `ORD${String(k).padStart(9, '0')}`,
      ((k * 2654435761) % 4294967296).toString(36) + ((k * 40503) % 65536).toString(16),
      k,
    ];
  });

describe('XLSX writer backpressure', () => {
  it('resolves a write once the zip has compressed its rows, and makes the whole file', async () => {
    const parts: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        parts.push(chunk);
        callback();
      },
    });
    const writer = await createFileWriter(out, { format: 'xlsx', name: 'Orders', columns: ['Order', 'Code', 'N'] });
    // 40 000 rows are megabytes of sheet XML. Compression runs off the thread, so without waiting
    // for the zip none of it is compressed when the write resolves: it all sits in memory.
    await writer.write(rows(0, 40_000));
    const compressed = parts.reduce((n, part) => n + part.byteLength, 0);
    assert.ok(compressed > 200_000, `only ${compressed} bytes compressed when the write resolved`);
    await writer.write(rows(40_000, 5_000));
    await writer.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    assert.equal(sheet.rowCount, 45_001);
    assert.equal(sheet.getRow(45_001).getCell(1).value, 'ORD000044999');
  });
});
