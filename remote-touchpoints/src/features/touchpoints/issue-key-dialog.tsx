/**
 * Issue Key: an optional label, then the new key — the one time its secret is shown (the server
 * keeps only its hash). The secret step says so plainly, offers Copy, and closes only through its
 * own button (Escape or a click beside it would lose a key nobody can show again).
 */
import { formRules } from '@console/shared';
import type { Touchpoint, TouchpointKeyIssued } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { Alert, Button, Code, Dialog, FormDialog, Stack, Text, TextField } from '@console/shared/ui';
import { useState } from 'react';
import { object } from 'yup';
import { useIssueTouchpointKey } from './api/issue-touchpoint-key';

// The server's label rule (a name's characters, at most 60); empty sends none.
const schema = object({ label: formRules.textRule(FIELDS.touchpoint.key_label) });

type IssuedKey = TouchpointKeyIssued['data'];

export function IssueKeyDialog({
  open,
  touchpoint,
  onClose,
}: {
  open: boolean;
  touchpoint: Touchpoint;
  onClose(): void;
}) {
  const issue = useIssueTouchpointKey(touchpoint.id);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const close = () => {
    issue.reset();
    setIssued(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Issue Key"
      call={issue}
      initialValues={{ label: '' }}
      validationSchema={schema}
      onSubmit={async ({ label }) => {
        const text = label.trim();
        setIssued(await issue.mutateAsync(text ? { label: text } : {}));
      }}
      submitLabel="Issue Key"
      stayOpen
      done={issued && <IssuedKeyStep issued={issued} touchpoint={touchpoint} onDone={close} />}
    >
      <Text>A new key for {touchpoint.name}&apos;s machine. Its other keys keep working.</Text>
      <TextField
        name="label"
        label="Label"
        autoComplete="off"
        helperText="Optional: which machine or rotation it is for, e.g. Main board 2026"
      />
    </FormDialog>
  );
}

function IssuedKeyStep({ issued, touchpoint, onDone }: { issued: IssuedKey; touchpoint: Touchpoint; onDone(): void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Copy the New Key Now</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This key is shown only once.</Alert.Title>
              <Alert.Description>
                The console keeps only a fingerprint of it: once this dialog closes nobody can show it again. Put it in{' '}
                {touchpoint.name}&apos;s machine now; if it is lost, issue a new key and revoke this one.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text fontWeight="medium">The new key of {touchpoint.name}:</Text>
          <Code
            data-testid="issued-key"
            p="3"
            fontSize="sm"
            wordBreak="break-all"
            whiteSpace="pre-wrap"
            userSelect="all"
          >
            {issued.secret}
          </Code>
          <Text role="status" fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'fg.muted'} minH="5">
            {copied === 'yes'
              ? 'Copied to the clipboard.'
              : copied === 'failed'
                ? 'The browser refused the clipboard: select the key and copy it by hand.'
                : ''}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => void copy()}>
          Copy Key
        </Button>
        <Button onClick={onDone}>I Have Copied It</Button>
      </Dialog.Footer>
    </>
  );
}
