/**
 * The step of an issue dialog (`FormDialog`'s `done`) that shows a new secret the one time it can
 * be seen — the server keeps only its hash: a warning that says so, what the secret is, the secret
 * itself, Copy (saying whether the browser let it copy) and the button that closes the dialog.
 */
import { Alert, Button, Code, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { kit } from '../i18n/kit-messages';

export interface SecretShownOnceProps {
  /** The secret, shown and copied as it is. */
  secret: string;
  /** The dialog's title at this step: "Copy the New Key Now". */
  title: string;
  /** The warning's title and text: the secret is shown once, and what to do if it is lost. */
  warningTitle: string;
  warningText: string;
  /** What the secret is, above it: "The new key of Lobby Vending 1:". */
  line: string;
  /** The secret's element's test id, for the end-to-end tests that read it. */
  testId: string;
  /** The Copy button's words ("Copy Key") and what it says when the browser refuses the clipboard. */
  copyLabel: string;
  copyFailedText: string;
  onDone(): void;
}

export function SecretShownOnce({
  secret,
  title,
  warningTitle,
  warningText,
  line,
  testId,
  copyLabel,
  copyFailedText,
  onDone,
}: SecretShownOnceProps) {
  const t = kit.useT();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{warningTitle}</Alert.Title>
              <Alert.Description>{warningText}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text fontWeight="medium">{line}</Text>
          <Code data-testid={testId} p="3" fontSize="sm" wordBreak="break-all" whiteSpace="pre-wrap" userSelect="all">
            {secret}
          </Code>
          <Text role="status" fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'fg.muted'} minH="5">
            {copied === 'yes' ? t('secret.copied') : copied === 'failed' ? copyFailedText : ''}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <Button onClick={onDone}>{t('secret.done')}</Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * An issue dialog's state: the secret just issued (for `SecretShownOnce`), and a close that forgets
 * it and the call's error, so the next opening starts from the form.
 */
export function useIssuedSecret<T>(call: { reset(): void }, onClose: () => void) {
  const [issued, setIssued] = useState<T | null>(null);
  const close = () => {
    call.reset();
    setIssued(null);
    onClose();
  };
  return { issued, setIssued, close };
}
