/**
 * Export CSV and Export XLSX for a list's current filters: a download (Customers) or a report
 * job (Audit Log, Transaction Wallet List) — the screen's `onExport` decides, `busy` while it runs.
 */
import type { ExportFormat } from '../contracts/customers';
import { Button } from './ui';

export function ExportButtons({ onExport, busy }: { onExport(format: ExportFormat): void; busy: boolean }) {
  return (
    <>
      <Button variant="outline" onClick={() => onExport('csv')} loading={busy}>
        Export CSV
      </Button>
      <Button variant="outline" onClick={() => onExport('xlsx')} loading={busy}>
        Export XLSX
      </Button>
    </>
  );
}
