/** A real SMTP server on a loopback port (smtp-server) that keeps what it receives, or refuses it. */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  received: ParsedMail[];
  /** While set, every message is refused with this reply (a 5xx). */
  refuseWith: string | undefined;
  /** Resolves with the first message to `to` that `match` accepts, within `timeoutMs`. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = {
    url: '',
    received: [],
    refuseWith: undefined,
    async waitFor(match, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = receiver.received.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching mail within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const refusal = receiver.refuseWith;
      simpleParser(stream)
        .then((mail) => {
          if (refusal) {
            const error = new Error(refusal) as Error & { responseCode: number };
            error.responseCode = 550;
            callback(error);
            return;
          }
          receiver.received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  receiver.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return receiver;
}
