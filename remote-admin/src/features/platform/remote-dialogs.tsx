/**
 * The Remotes page's dialogs: the question each change asks before it is made (its refusal said
 * inside, the question kept open), and Roll out…, which picks the tenants of a canary.
 */
import { ApiError } from '@console/shared';
import type { RemoteName } from '@console/shared/contracts';
import { CheckboxGroupField, ConfirmDialog, FormDialog, ListFailure, Text } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { array, object } from 'yup';
import { catalogue } from '../../i18n/catalogue';
import { platformTenantsQuery } from './api/list-platform-tenants';
import { useRollOutVersion } from './api/roll-out-version';

/** A change the operator asked for, waiting for their yes. */
export interface Question {
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  tone: 'danger' | 'primary';
  run(): Promise<unknown>;
}

export function QuestionDialog({ question, onClose }: { question: Question | null; onClose(): void }) {
  const t = catalogue.useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  return (
    <ConfirmDialog
      open={question !== null}
      title={question?.title}
      text={question?.text}
      confirmLabel={question?.confirmLabel ?? ''}
      busyLabel={question?.busyLabel}
      tone={question?.tone}
      busy={busy}
      error={error}
      onCancel={close}
      onConfirm={async () => {
        if (!question) return;
        setBusy(true);
        setError(undefined);
        try {
          await question.run();
        } catch (refusal) {
          // The dialog stays open with the reason.
          if (!(refusal instanceof ApiError) || !refusal.aborted)
            setError(refusal instanceof ApiError ? refusal.message : t('remotes.changeFailed'));
          return;
        } finally {
          setBusy(false);
        }
        close();
      }}
    />
  );
}

const rolloutSchema = object({ tenant_ids: array().min(1, () => catalogue.t('remotes.rollout.atLeastOne')) });

export function RolloutDialog({
  target,
  onClose,
}: {
  target: { remote: RemoteName; version: string } | null;
  onClose(): void;
}) {
  const t = catalogue.useT();
  const rollOut = useRollOutVersion();
  const tenants = useQuery({ ...platformTenantsQuery(), enabled: target !== null });
  const close = () => {
    rollOut.reset();
    onClose();
  };
  const options = (tenants.data ?? []).map((tenant) => {
    const gets = tenant.remotes.find((r) => r.name === target?.remote)?.gets;
    return {
      value: String(tenant.id),
      label:
        t('remotes.rollout.tenant', { name: tenant.name, id: tenant.id }) +
        (gets ? t('remotes.rollout.gets', { version: gets }) : t('remotes.rollout.notEnabled')),
    };
  });
  return (
    <FormDialog
      open={target !== null}
      onClose={close}
      title={
        target
          ? t('remotes.rollout.title', { remote: target.remote, version: target.version })
          : t('remotes.rollout.titleBare')
      }
      call={rollOut}
      initialValues={{ tenant_ids: [] as string[] }}
      validationSchema={rolloutSchema}
      onSubmit={async ({ tenant_ids }) => {
        if (!target) return;
        await rollOut.mutateAsync({ ...target, tenant_ids: tenant_ids.map(Number) });
      }}
      submitLabel={t('remotes.rollout.submit')}
    >
      <Text>{t('remotes.rollout.text', { version: target?.version ?? '' })}</Text>
      {tenants.isError && (
        <ListFailure
          message={tenants.error instanceof ApiError ? tenants.error.message : t('common.unreachable')}
          retry={() => void tenants.refetch()}
        />
      )}
      {tenants.isPending && !tenants.isError ? (
        <Text color="fg.muted">{t('remotes.rollout.loading')}</Text>
      ) : (
        <CheckboxGroupField name="tenant_ids" label={t('remotes.rollout.tenants')} options={options} required />
      )}
    </FormDialog>
  );
}
