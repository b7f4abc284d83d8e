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
            setError(refusal instanceof ApiError ? refusal.message : 'The change could not be made.');
          return;
        } finally {
          setBusy(false);
        }
        close();
      }}
    />
  );
}

const rolloutSchema = object({ tenant_ids: array().min(1, 'Choose at least one tenant') });

export function RolloutDialog({
  target,
  onClose,
}: {
  target: { remote: RemoteName; version: string } | null;
  onClose(): void;
}) {
  const rollOut = useRollOutVersion();
  const tenants = useQuery({ ...platformTenantsQuery(), enabled: target !== null });
  const close = () => {
    rollOut.reset();
    onClose();
  };
  const options = (tenants.data ?? []).map((t) => {
    const gets = t.remotes.find((r) => r.name === target?.remote)?.gets;
    return {
      value: String(t.id),
      label: `${t.name} (module ${t.id})${gets ? ` — gets ${gets} now` : ' — not enabled'}`,
    };
  });
  return (
    <FormDialog
      open={target !== null}
      onClose={close}
      title={target ? `Roll out ${target.remote} ${target.version}` : 'Roll out'}
      call={rollOut}
      initialValues={{ tenant_ids: [] as string[] }}
      validationSchema={rolloutSchema}
      onSubmit={async ({ tenant_ids }) => {
        if (!target) return;
        await rollOut.mutateAsync({ ...target, tenant_ids: tenant_ids.map(Number) });
      }}
      submitLabel="Roll Out"
    >
      <Text>
        The chosen tenants are pinned to {target?.version} and get it on their next load; the others keep the current
        version. Make it current once the canary looks well on the Health page.
      </Text>
      {tenants.isError && (
        <ListFailure
          message={tenants.error instanceof ApiError ? tenants.error.message : 'The server could not be reached.'}
          retry={() => void tenants.refetch()}
        />
      )}
      {tenants.isPending && !tenants.isError ? (
        <Text color="fg.muted">Loading the tenants…</Text>
      ) : (
        <CheckboxGroupField name="tenant_ids" label="Tenants" options={options} required />
      )}
    </FormDialog>
  );
}
