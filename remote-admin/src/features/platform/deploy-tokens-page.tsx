/**
 * Deploy tokens (`/platform/deploy-tokens`): the tokens teams' pipelines publish their remote's
 * builds with, one remote each — name, remote, issued (when, by whom), last used, status. Issue
 * Token shows the new token once (only its hash is kept) with Copy; Revoke asks first, and a
 * revoked token's next publish is refused.
 */
import { ApiError, formatDate } from '@console/shared';
import { REMOTE_NAMES, type DeployToken, type DeployTokenIssued, type RemoteName } from '@console/shared/contracts';
import {
  Alert,
  Button,
  Code,
  ConfirmDialog,
  Dialog,
  FormDialog,
  PageHeader,
  SelectField,
  Stack,
  StatusBadge,
  Text,
  TextField,
  type DataTableColumn,
} from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { useIssueDeployToken } from './api/issue-deploy-token';
import { deployTokensQuery } from './api/list-deploy-tokens';
import { useRevokeDeployToken } from './api/revoke-deploy-token';
import { QueryTable } from './query-table';

export default function DeployTokensPage() {
  const tokens = useQuery(deployTokensQuery());
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<DeployToken | null>(null);
  const columns = useMemo(() => tokenColumns({ onRevoke: setRevoking }), []);
  return (
    <>
      <PageHeader
        title="Deploy tokens"
        subtitle="A team's pipeline publishes its remote's builds with its token (pnpm remote:publish, DEPLOY_TOKEN)."
        right={<Button onClick={() => setIssuing(true)}>Issue Token</Button>}
      />
      <QueryTable
        query={tokens}
        columns={columns}
        caption="Deploy tokens"
        emptyText="No deploy tokens yet: issue one for a remote's pipeline"
      />
      <IssueTokenDialog open={issuing} onClose={() => setIssuing(false)} />
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function tokenColumns({ onRevoke }: { onRevoke(token: DeployToken): void }): DataTableColumn<DeployToken>[] {
  return [
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
    { id: 'remote', header: 'Remote', cell: ({ row }) => row.original.remote },
    {
      id: 'created',
      header: 'Issued',
      cell: ({ row }) => (
        <>
          {formatDate(row.original.created_at)}
          {row.original.created_by && (
            <Text fontSize="xs" color="fg.muted">
              by {row.original.created_by}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'last_used',
      header: 'Last Used',
      cell: ({ row }) => (row.original.last_used_at ? formatDate(row.original.last_used_at) : 'Never'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.revoked_at ? (
          <>
            <StatusBadge colorPalette="red">Revoked</StatusBadge>
            <Text fontSize="xs" color="fg.muted">
              {formatDate(row.original.revoked_at)}
            </Text>
          </>
        ) : (
          <StatusBadge colorPalette="green">Active</StatusBadge>
        ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) =>
        row.original.revoked_at ? null : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Revoke ${row.original.name}`}
            onClick={() => onRevoke(row.original)}
          >
            Revoke
          </Button>
        ),
    },
  ];
}

const REMOTE_OPTIONS = REMOTE_NAMES.map((name) => ({ value: name, label: name }));
const schema = object({
  remote: string().required('Choose the remote'),
  name: string().trim().required('Enter a name').max(80, 'At most 80 characters'),
});

type Issued = DeployTokenIssued;

function IssueTokenDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const issue = useIssueDeployToken();
  const [issued, setIssued] = useState<Issued | null>(null);
  const close = () => {
    issue.reset();
    setIssued(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Issue Token"
      call={issue}
      initialValues={{ remote: '', name: '' }}
      validationSchema={schema}
      onSubmit={async ({ remote, name }) => {
        setIssued(await issue.mutateAsync({ remote: remote as RemoteName, name: name.trim() }));
      }}
      submitLabel="Issue Token"
      stayOpen
      done={issued && <IssuedTokenStep issued={issued} onDone={close} />}
    >
      <Text>A token publishes builds of one remote only. Its other tokens keep working.</Text>
      <SelectField name="remote" label="Remote" options={REMOTE_OPTIONS} placeholder="Choose a remote" required />
      <TextField
        name="name"
        label="Name"
        required
        autoComplete="off"
        helperText="Which pipeline it is for, e.g. people-team CI"
      />
    </FormDialog>
  );
}

function IssuedTokenStep({ issued, onDone }: { issued: Issued; onDone(): void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.token);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Copy the New Token Now</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This token is shown only once.</Alert.Title>
              <Alert.Description>
                The console keeps only a fingerprint of it: once this dialog closes nobody can show it again. Put it in
                the pipeline&apos;s secrets as DEPLOY_TOKEN now; if it is lost, issue a new token and revoke this one.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text fontWeight="medium">
            The new token of {issued.remote} ({issued.name}):
          </Text>
          <Code
            data-testid="issued-token"
            p="3"
            fontSize="sm"
            wordBreak="break-all"
            whiteSpace="pre-wrap"
            userSelect="all"
          >
            {issued.token}
          </Code>
          <Text role="status" fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'fg.muted'} minH="5">
            {copied === 'yes'
              ? 'Copied to the clipboard.'
              : copied === 'failed'
                ? 'The browser refused the clipboard: select the token and copy it by hand.'
                : ''}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => void copy()}>
          Copy Token
        </Button>
        <Button onClick={onDone}>I Have Copied It</Button>
      </Dialog.Footer>
    </>
  );
}

function RevokeTokenDialog({ token, onClose }: { token: DeployToken | null; onClose(): void }) {
  const revoke = useRevokeDeployToken();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={token !== null}
      title="Revoke this token?"
      text={
        token &&
        `${token.name} (${token.remote}) stops working at once: its pipeline's next publish is refused. This cannot be undone.`
      }
      confirmLabel="Revoke Token"
      busyLabel="Revoking..."
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
