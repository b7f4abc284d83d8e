/**
 * What the customer service offers the other services; they enter it here only (lint holds them
 * to it). The ledger's selection and report rows feed the wallet transaction report; its movement
 * statement is the one way a vend debits or refunds a wallet.
 */
export {
  countLedgerSelected,
  ledgerReportChunks,
  ledgerSelection,
  type LedgerSelection,
} from './ledger/ledger-repository';
export { movementCtes } from './ledger/ledger-movement-repository';
