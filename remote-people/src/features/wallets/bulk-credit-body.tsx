/**
 * What the Bulk Credit dialog shows: an interrupted batch to resume, the form (the target, the
 * amount per wallet, the remark — locked once submitted), then the total to confirm, the batch's
 * progress and summary, and what went wrong with it.
 */
import { plural, rupees } from '@console/shared';
import type { BulkCredit } from '@console/shared/contracts';
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  MoneyInput,
  NativeSelect,
  ProgressBar,
  RemarkField,
  Text,
} from '@console/shared/ui';
import type { FormikProps } from 'formik';
import { useGroupOptions } from '../groups/api/list-group-options';
import type { Batch } from './bulk-credit-batch';
import { summaryOf } from './bulk-credit-progress';
import { BulkCreditSummaryBox } from './bulk-credit-summary';

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
  // Read on every open, while the dialog is open.
  const groups = useGroupOptions().data ?? [];
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
              An interrupted bulk credit did not finish: {interrupted.target},{' '}
              {plural(interrupted.walletIds.length, 'wallet')} × {rupees(Number(interrupted.amount))}.
            </Alert.Title>
            <Alert.Description>Resuming it will not pay twice the wallets it already credited.</Alert.Description>
            <HStack mt="2">
              <Button size="sm" onClick={() => onResume(interrupted)}>
                Resume It
              </Button>
              <Button size="sm" variant="ghost" onClick={onDiscard}>
                Discard
              </Button>
            </HStack>
          </Box>
        </Alert.Root>
      )}
      <Field.Root>
        <Field.Label>Credit to</Field.Label>
        <NativeSelect.Root disabled={locked}>
          <NativeSelect.Field
            value={values.target}
            onChange={(e) => {
              const target = e.currentTarget.value;
              const targetName = groups.find((g) => String(g.id) === target)?.name ?? '';
              void setValues({ ...values, target, targetName });
            }}
          >
            <option value="">Select group</option>
            {selectedWalletIds.length > 0 && (
              <option value="selected">Selected wallets ({selectedWalletIds.length})</option>
            )}
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                Group: {g.name} ({plural(g.member_count, 'member')})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <MoneyInput
        label="Amount per wallet"
        value={values.amount}
        onChange={(next) => void setFieldValue('amount', next)}
        disabled={locked}
      />
      <RemarkField disabled={locked} />
      {phase === 'confirm' && batch && (
        <Box role="status" aria-label="Bulk credit total" borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
          <Text fontWeight="semibold">
            {plural(batch.walletIds.length, 'wallet')} × {rupees(Number(batch.amount))} ={' '}
            {rupees((batch.walletIds.length * Math.round(Number(batch.amount) * 100)) / 100)}
          </Text>
          {batch.withoutWallet > 0 && (
            <Text fontSize="sm">{plural(batch.withoutWallet, 'member has', 'members have')} no active wallet.</Text>
          )}
        </Box>
      )}
      {(phase === 'running' || phase === 'done') && (
        <Box>
          <Text mb="1">
            {phase === 'running' ? 'Crediting' : 'Processed'} {done} of {plural(total, 'wallet')}
          </Text>
          <ProgressBar label="Bulk credit progress" value={done} max={total} />
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
