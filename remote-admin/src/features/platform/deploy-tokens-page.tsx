/**
 * Deploy tokens (`/platform/deploy-tokens`): the tokens teams' pipelines publish their remote's
 * builds with, one remote each — name, remote, issued (when, by whom), last used, status. Issue
 * Token shows the new token once (only its hash is kept) with Copy; Revoke asks first, and a
 * revoked token's next publish is refused.
 */
import { ApiError } from '@console/shared';
import { REMOTE_NAMES, type DeployToken, type DeployTokenIssued, type RemoteName } from '@console/shared/contracts';
import {
  Button,
  ConfirmDialog,
  credentialColumns,
  FormDialog,
  PageHeader,
  SecretShownOnce,
  SelectField,
  Text,
  TextField,
  type DataTableColumn,
  useIssuedSecret,
} from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { catalogue, type AdminT } from '../../i18n/catalogue';
import { useIssueDeployToken } from './api/issue-deploy-token';
import { deployTokensQuery } from './api/list-deploy-tokens';
import { useRevokeDeployToken } from './api/revoke-deploy-token';
import { QueryTable } from './query-table';

export default function DeployTokensPage() {
  const t = catalogue.useT();
  const tokens = useQuery(deployTokensQuery());
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<DeployToken | null>(null);
  const columns = useMemo(() => tokenColumns(t, { onRevoke: setRevoking }), [t]);
  return (
    <>
      <PageHeader
        title={t('platform.tokens.title')}
        subtitle={t('platform.tokens.subtitle')}
        right={<Button onClick={() => setIssuing(true)}>{t('platform.tokens.issue')}</Button>}
      />
      <QueryTable
        query={tokens}
        columns={columns}
        caption={t('platform.tokens.title')}
        emptyText={t('platform.tokens.empty')}
      />
      <IssueTokenDialog open={issuing} onClose={() => setIssuing(false)} />
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

/** Built at render with the page's `t`, so the headers follow the language. */
function tokenColumns(t: AdminT, { onRevoke }: { onRevoke(token: DeployToken): void }): DataTableColumn<DeployToken>[] {
  return [
    { id: 'name', header: t('common.name'), cell: ({ row }) => row.original.name },
    { id: 'remote', header: t('common.remote'), cell: ({ row }) => row.original.remote },
    ...credentialColumns<DeployToken>({
      createdHeader: t('platform.tokens.issued'),
      revokeLabel: (token) => t('platform.tokens.revokeLabel', { name: token.name }),
      onRevoke,
    }),
  ];
}

const REMOTE_OPTIONS = REMOTE_NAMES.map((name) => ({ value: name, label: name }));
const schema = object({
  remote: string().required(() => catalogue.t('platform.tokens.chooseRemote')),
  name: string()
    .trim()
    .required(() => catalogue.t('platform.tokens.enterName'))
    .max(80, () => catalogue.t('common.atMost80')),
});

type Issued = DeployTokenIssued;

function IssueTokenDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = catalogue.useT();
  const issue = useIssueDeployToken();
  const { issued, setIssued, close } = useIssuedSecret<Issued>(issue, onClose);
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('platform.tokens.issue')}
      call={issue}
      initialValues={{ remote: '', name: '' }}
      validationSchema={schema}
      onSubmit={async ({ remote, name }) => {
        setIssued(await issue.mutateAsync({ remote: remote as RemoteName, name: name.trim() }));
      }}
      submitLabel={t('platform.tokens.issue')}
      stayOpen
      done={issued && <IssuedTokenStep issued={issued} onDone={close} />}
    >
      <Text>{t('platform.tokens.intro')}</Text>
      <SelectField
        name="remote"
        label={t('common.remote')}
        options={REMOTE_OPTIONS}
        placeholder={t('platform.tokens.remotePlaceholder')}
        required
      />
      <TextField
        name="name"
        label={t('common.name')}
        required
        autoComplete="off"
        helperText={t('platform.tokens.nameHelp')}
      />
    </FormDialog>
  );
}

function IssuedTokenStep({ issued, onDone }: { issued: Issued; onDone(): void }) {
  const t = catalogue.useT();
  return (
    <SecretShownOnce
      secret={issued.token}
      title={t('platform.tokens.copyTitle')}
      warningTitle={t('platform.tokens.onceTitle')}
      warningText={t('platform.tokens.onceText')}
      line={t('platform.tokens.newToken', { remote: issued.remote, name: issued.name })}
      testId="issued-token"
      copyLabel={t('platform.tokens.copy')}
      copyFailedText={t('platform.tokens.copyFailed')}
      onDone={onDone}
    />
  );
}

function RevokeTokenDialog({ token, onClose }: { token: DeployToken | null; onClose(): void }) {
  const t = catalogue.useT();
  const revoke = useRevokeDeployToken();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={token !== null}
      title={t('platform.tokens.revokeTitle')}
      text={token && t('platform.tokens.revokeText', { name: token.name, remote: token.remote })}
      confirmLabel={t('platform.tokens.revokeConfirm')}
      busyLabel={t('platform.tokens.revoking')}
      tone="danger"
      busy={revoke.isPending}
      error={revoke.error instanceof ApiError ? revoke.error.message : undefined}
      onCancel={close}
      onConfirm={async () => {
        if (!token) return;
        try {
          await revoke.mutateAsync(token.id);
        } catch {
          return; // The dialog stays open with the reason.
        }
        close();
      }}
    />
  );
}
