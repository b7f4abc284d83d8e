/**
 * What the Bulk Credit dialog shows: an interrupted batch to resume, the form (the target, the
 * amount per wallet, the remark — locked once submitted), then the total to confirm, the batch's
 * progress and summary, and what went wrong with it.
 */
import { rupees } from '@console/shared';
import type { BulkCredit } from '@console/shared/contracts';
import {
  Alert,
  Box,
  Button,
  HStack,
  MoneyInput,
  ProgressBar,
  RemarkField,
  SearchSelect,
  Text,
  useFinderChoice,
  type SearchSelectOption,
} from '@console/shared/ui';
import type { FormikProps } from 'formik';
import { groupFinder } from '../groups/api/find-groups';
import type { Batch } from './bulk-credit-batch';
import { summaryOf } from './bulk-credit-progress';
import { BulkCreditSummaryBox } from './bulk-credit-summary';
import { catalogue } from '../../i18n/catalogue';

/** The choice of the selected wallets beside the groups (no group has id 0). */
const SELECTED = 0;

export type Phase = 'form' | 'confirm' | 'running' | 'done';

export interface BulkValues {
  /** "selected", a group's id, or '' before one is chosen. */
  target: string;
  /** The chosen group's name, for the batch's label. */
  targetName: string;
  amount: string;
  remark: string;
}

export function BulkCreditBody({
  form: { values, setFieldValue, setValues },
  phase,
  selectedWalletIds,
  interrupted,
  onResume,
  onDiscard,
  batch,
  progress,
  problem,
}: {
  form: FormikProps<BulkValues>;
  phase: Phase;
  selectedWalletIds: number[];
  interrupted: Batch | null;
  onResume(batch: Batch): void;
  onDiscard(): void;
  batch: Batch | null;
  progress: BulkCredit | undefined;
  problem: string | null;
}) {
  const t = catalogue.useT();
  // Read on every open, while the dialog is open.
  const groups = useFinderChoice(groupFinder, values.target === 'selected' ? '' : values.target, '');
  const selected: SearchSelectOption | null =
    selectedWalletIds.length > 0
      ? { id: SELECTED, label: t('bulkCredit.selectedOption', { count: selectedWalletIds.length }) }
      : null;
  const choose = (next: SearchSelectOption | null) => {
    groups.pick(next);
    if (!next) void setValues({ ...values, target: '', targetName: '' });
    else if (next.id === SELECTED) void setValues({ ...values, target: 'selected', targetName: '' });
    else void setValues({ ...values, target: String(next.id), targetName: next.label });
  };
  const locked = phase !== 'form';
  const total = progress?.total ?? batch?.walletIds.length ?? 0;
  const done = progress?.processed ?? 0;
  return (
    <>
      {interrupted && phase === 'form' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Box>
            <Alert.Title>
              {t('bulkCredit.unfinished', {
                target: interrupted.target,
                wallets: t.plural('bulkCredit.wallets', interrupted.walletIds.length),
                amount: rupees(Number(interrupted.amount)),
              })}
            </Alert.Title>
            <Alert.Description>{t('bulkCredit.resumeSafe')}</Alert.Description>
            <HStack mt="2">
              <Button size="sm" onClick={() => onResume(interrupted)}>
                {t('bulkCredit.resume')}
              </Button>
              <Button size="sm" variant="ghost" onClick={onDiscard}>
                {t('bulkCredit.discard')}
              </Button>
            </HStack>
          </Box>
        </Alert.Root>
      )}
      <SearchSelect
        label={t('bulkCredit.creditTo')}
        value={values.target === 'selected' ? selected : groups.chosen}
        onChange={choose}
        onSearch={groups.onSearch}
        options={groups.options && (selected ? [selected, ...groups.options] : groups.options)}
        total={groups.total}
        noun={t('groups.pickerNoun')}
        placeholder={selected ? t('bulkCredit.selectedOrGroup') : t('bulkCredit.typeGroup')}
        emptyText={t('bulkCredit.noGroup')}
        disabled={locked}
      />
      <MoneyInput
        label={t('bulkCredit.amountPerWallet')}
        value={values.amount}
        onChange={(next) => void setFieldValue('amount', next)}
        disabled={locked}
      />
      <RemarkField disabled={locked} />
      {phase === 'confirm' && batch && (
        <Box role="status" aria-label={t('bulkCredit.total')} borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
          <Text fontWeight="semibold">
            {t.plural('bulkCredit.wallets', batch.walletIds.length)} × {rupees(Number(batch.amount))} ={' '}
            {rupees((batch.walletIds.length * Math.round(Number(batch.amount) * 100)) / 100)}
          </Text>
          {batch.withoutWallet > 0 && (
            <Text fontSize="sm">{t.plural('bulkCredit.withoutWallet', batch.withoutWallet)}</Text>
          )}
        </Box>
      )}
      {(phase === 'running' || phase === 'done') && (
        <Box>
          <Text mb="1">
            {t(phase === 'running' ? 'bulkCredit.crediting' : 'bulkCredit.processed', {
              done,
              wallets: t.plural('bulkCredit.wallets', total),
            })}
          </Text>
          <ProgressBar label={t('bulkCredit.progress')} value={done} max={total} />
        </Box>
      )}
      {phase === 'done' && batch && progress && <BulkCreditSummaryBox summary={summaryOf(progress)} batch={batch} />}
      {problem && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}
