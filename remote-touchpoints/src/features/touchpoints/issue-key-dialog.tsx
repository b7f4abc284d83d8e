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
import { catalogue } from '../../i18n/catalogue';
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
  const t = catalogue.useT();
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
      title={t('keys.issue')}
      call={issue}
      initialValues={{ label: '' }}
      validationSchema={schema}
      onSubmit={async ({ label }) => {
        const text = label.trim();
        setIssued(await issue.mutateAsync(text ? { label: text } : {}));
      }}
      submitLabel={t('keys.issue')}
      stayOpen
      done={issued && <IssuedKeyStep issued={issued} touchpoint={touchpoint} onDone={close} />}
    >
      <Text>{t('keys.newFor', { name: touchpoint.name })}</Text>
      <TextField name="label" label={t('common.label')} autoComplete="off" helperText={t('keys.labelHelp')} />
    </FormDialog>
  );
}

function IssuedKeyStep({ issued, touchpoint, onDone }: { issued: IssuedKey; touchpoint: Touchpoint; onDone(): void }) {
  const t = catalogue.useT();
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
        <Dialog.Title>{t('keys.copyNow')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('keys.shownOnce')}</Alert.Title>
              <Alert.Description>{t('keys.shownOnceText', { name: touchpoint.name })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text fontWeight="medium">{t('keys.newKeyOf', { name: touchpoint.name })}</Text>
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
            {copied === 'yes' ? t('keys.copied') : copied === 'failed' ? t('keys.copyFailed') : ''}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => void copy()}>
          {t('keys.copy')}
        </Button>
        <Button onClick={onDone}>{t('keys.haveCopied')}</Button>
      </Dialog.Footer>
    </>
  );
}
