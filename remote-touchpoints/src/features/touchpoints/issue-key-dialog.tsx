/**
 * Issue Key: an optional label, then the new key — the one time its secret is shown (the server
 * keeps only its hash). The secret step says so plainly, offers Copy, and closes only through its
 * own button (Escape or a click beside it would lose a key nobody can show again).
 */
import { formRules } from '@console/shared';
import type { Touchpoint, TouchpointKeyIssued } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { FormDialog, SecretShownOnce, Text, TextField, useIssuedSecret } from '@console/shared/ui';
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
  const { issued, setIssued, close } = useIssuedSecret<IssuedKey>(issue, onClose);
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
  return (
    <SecretShownOnce
      secret={issued.secret}
      title={t('keys.copyNow')}
      warningTitle={t('keys.shownOnce')}
      warningText={t('keys.shownOnceText', { name: touchpoint.name })}
      line={t('keys.newKeyOf', { name: touchpoint.name })}
      testId="issued-key"
      copyLabel={t('keys.copy')}
      copyFailedText={t('keys.copyFailed')}
      onDone={onDone}
    />
  );
}
