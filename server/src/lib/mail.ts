/**
 * Outgoing mail through nodemailer: to the SMTP server of `SMTP_URL` (`smtp://user:pass@host:587`,
 * `smtps://…`), or, without one, each message as an RFC 822 file in `DATA_DIR/outbox/*.eml`
 * (nodemailer's stream transport), which any mail client opens. A refusal or an unreachable server
 * rejects: the caller (a queued job) retries.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  /** The bytes, read as the message is sent (a stored report's chunks). */
  content: Readable;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The message's id: the same for every attempt at one message, so a receiver can tell a repeat. */
  messageId?: string;
}

export interface Mailer {
  /** Sends one message; resolves with where it went (the SMTP answer or the outbox file). */
  send(message: MailMessage): Promise<string>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages are written without SMTP. */
  outboxDir: string;
  /** SMTP connection and greeting limits (a server that never answers fails the attempt). */
  timeoutMs?: number;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const timeout = options.timeoutMs ?? 30_000;
    const url = new URL(options.smtpUrl);
    const secure = url.protocol === 'smtps:';
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return `smtp ${info.response}`;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: false, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      mkdirSync(options.outboxDir, { recursive: true });
      const info = await transport.sendMail({ from: options.from, ...message });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`;
      const file = path.join(options.outboxDir, name);
      await pipeline(info.message as Readable, createWriteStream(file));
      return `outbox ${file}`;
    },
    close: () => transport.close(),
  };
}
