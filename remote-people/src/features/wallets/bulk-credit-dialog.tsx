/**
 * Bulk credit: one amount to every wallet of a group, or to the selected wallets, as one batch
 * with one Idempotency-Key. The operator confirms the total before anything moves; the dialog
 * then sends the batch once — the server stores it and credits the wallets as a job — and follows
 * it: a progress bar while it runs, then the summary of how many were credited, skipped and
 * failed, with reasons. Closing the dialog or leaving the page does not stop the credit. A batch
 * the dialog stopped following is kept for this browser session and offered again under the same
 * key, which answers the same batch; Run Again runs an ended batch again. Neither pays anybody twice.
 *
 * The kit's FormDialog: its form is the target, the amount and the remark, and its submit (Credit)
 * works out the wallets reached; the total to confirm, the progress and the summary are its
 * follow-up step, under the form then locked.
 */
import {
  ApiError,
  formRules,
  invalidateResources,
  MONEY_RESOURCES,
  movementAmount,
  newIdempotencyKey,
  type ApiResult,
} from '@console/shared';
import type { BulkCredit } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { FormDialog, type FollowUpButton } from '@console/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { object } from 'yup';
import { bulkCreditsKeys } from '../../lib/query-keys';
import { bulkCreditQuery, isUnderway } from './api/get-bulk-credit';
import { getGroupWallets } from './api/get-group-wallets';
import { runBulkCreditAgain } from './api/run-bulk-credit-again';
import { startBulkCredit } from './api/start-bulk-credit';
import { PENDING, pendingBatch, type Batch } from './bulk-credit-batch';
import { BulkCreditBody, type BulkValues, type Phase } from './bulk-credit-body';
import { catalogue } from '../../i18n/catalogue';

/** The remark as the server takes it (RemarkField says a refusal under it); the amount and target are the button's. */
const schema = object({ remark: formRules.textRule(FIELDS.wallet.remark) });

/** Said in the language shown when the batch is found interrupted. */
const interrupted = () => catalogue.t('bulkCredit.interrupted');

interface BulkCreditDialogProps {
  open: boolean;
  selectedWalletIds: number[];
  onClose(): void;
}

export function BulkCreditDialog(props: BulkCreditDialogProps) {
  // Each open starts the steps afresh (a new batch, a new key unless one is resumed, the interrupted
  // batch read again); the dialog itself stays mounted, so it closes as every dialog does.
  const [opens, setOpens] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpens((n) => n + 1);
  }
  return <BulkCreditSteps key={opens} {...props} />;
}

function BulkCreditSteps({ open, selectedWalletIds, onClose }: BulkCreditDialogProps) {
  const queryClient = useQueryClient();
  const t = catalogue.useT();
  const [unfinished, setUnfinished] = useState(pendingBatch);
  const [phase, setPhase] = useState<Phase>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  // The batch on the server, once it answered: polled while its job runs.
  const [batchId, setBatchId] = useState<number | null>(null);
  const { data: progress } = useQuery({ ...bulkCreditQuery(batchId ?? 0), enabled: batchId !== null });

  // The batch has ended: its summary is final, and the money it moved is shown everywhere.
  const ended = phase === 'running' && progress !== undefined && !isUnderway(progress);
  useEffect(() => {
    if (!ended) return;
    setPhase('done');
    sessionStorage.removeItem(PENDING);
    if (progress.status === 'failed') setProblem(interrupted());
    void invalidateResources(queryClient, ...MONEY_RESOURCES);
  }, [ended, progress, queryClient]);

  /** Credit: works out which wallets the batch reaches, then asks for confirmation. */
  const prepare = async ({ target, targetName, amount, remark }: BulkValues) => {
    setProblem(null);
    // Credit follows the text as typed: "-5" or "1e3" is no amount (MoneyInput says why).
    const valid = movementAmount(amount);
    if (!valid || !target) return;
    let walletIds = selectedWalletIds;
    let withoutWallet = 0;
    let label = t('bulkCredit.targetSelected');
    if (target !== 'selected') {
      try {
        const reach = await getGroupWallets(Number(target));
        walletIds = reach.wallet_ids;
        withoutWallet = reach.customers_without_wallet;
        label = t('bulkCredit.targetGroup', { name: targetName || target });
      } catch (error) {
        if (error instanceof ApiError && !error.aborted) setProblem(error.message);
        return;
      }
    }
    if (walletIds.length === 0) {
      setProblem(t('bulkCredit.noWallet'));
      return;
    }
    setBatch({
      key: newIdempotencyKey(),
      walletIds,
      amount: valid,
      remark: remark.trim(),
      target: label,
      withoutWallet,
    });
    setPhase('confirm');
  };

  /**
   * Sends the batch by `call` and follows the batch the server answers with. A refusal (4xx)
   * stored nothing and says why; otherwise whether the batch was stored is unknown, and sending
   * it again under the same key settles it.
   */
  const send = async (current: Batch, call: () => Promise<ApiResult<{ data: BulkCredit }>>) => {
    setProblem(null);
    setBatch(current);
    sessionStorage.setItem(PENDING, JSON.stringify(current));
    setPhase('running');
    const result = await call();
    if (!result.ok) {
      setProblem(result.status >= 400 && result.status < 500 ? result.message : interrupted());
      setPhase('done');
      return;
    }
    queryClient.setQueryData(bulkCreditsKeys.detail(result.data.data.id), result.data.data);
    setBatchId(result.data.data.id);
  };
  /** Confirm Credit, Resume It: the same key answers the same batch. */
  const run = (current: Batch) => send(current, () => startBulkCredit(current));
  /** Run Again: an ended batch runs again on the server; one never answered is sent again. */
  const runAgain = (current: Batch) => {
    if (batchId === null) return run(current);
    const id = batchId;
    // Followed again once the server answers: until then its last poll (ended) is not its state.
    setBatchId(null);
    return send(current, () => runBulkCreditAgain(id));
  };

  // Closing while the batch runs leaves it running on the server.
  const closeButton: FollowUpButton = { label: t('bulkCredit.close'), variant: 'outline', onClick: onClose };
  const followUp: Record<Phase, FollowUpButton[] | null> = {
    form: null,
    confirm: [
      { label: t('bulkCredit.back'), variant: 'outline', onClick: () => setPhase('form') },
      { label: t('bulkCredit.confirm'), onClick: () => batch && void run(batch) },
    ],
    running: [closeButton, { label: t('bulkCredit.submit'), disabled: true, loading: true, onClick: () => undefined }],
    done: [
      closeButton,
      ...(((progress?.failed ?? 0) > 0 || problem) && batch
        ? [{ label: t('bulkCredit.runAgain'), onClick: () => void runAgain(batch) }]
        : []),
    ],
  };

  return (
    <FormDialog<BulkValues>
      open={open}
      onClose={onClose}
      title={t('bulkCredit.title')}
      initialValues={{
        target: selectedWalletIds.length > 0 ? 'selected' : '',
        targetName: '',
        amount: '',
        remark: '',
      }}
      validationSchema={schema}
      onSubmit={prepare}
      submitLabel={t('bulkCredit.submit')}
      submitDisabled={({ target, amount }) => !movementAmount(amount) || !target}
      stayOpen
      closeOnInteractOutside={false}
      noEnterSubmit
      size="lg"
      followUp={followUp[phase]}
    >
      {(form) => (
        <BulkCreditBody
          form={form}
          phase={phase}
          selectedWalletIds={selectedWalletIds}
          interrupted={unfinished}
          onResume={(resumed) => void run(resumed)}
          onDiscard={() => {
            sessionStorage.removeItem(PENDING);
            setUnfinished(null);
          }}
          batch={batch}
          progress={progress}
          problem={problem}
        />
      )}
    </FormDialog>
  );
}
