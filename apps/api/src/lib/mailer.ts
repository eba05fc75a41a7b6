import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

/** How long an SMTP send may wait for each step, in milliseconds (nodemailer's options). */
export interface SmtpTimeouts {
  /** For the connection to open. */
  connectionTimeout: number;
  /** For the server's greeting once connected. */
  greetingTimeout: number;
  /** For any answer while the connection is silent. */
  socketTimeout: number;
}

/**
 * Waits short enough that a stalled send fails well within the outbox's claim on its row
 * (CLAIM_SECONDS, 120 s: mail-outbox/repository.ts): nodemailer's own waits (2 minutes to
 * connect, 10 minutes of silence) outlast the claim, and another worker would then take the row
 * and send the same mail again. A failed send is retried by the outbox with its backoff.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 45_000,
};

interface MailerOptions {
  mode: 'smtp' | 'outbox';
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
  /** Tests only: shorter waits than SMTP_TIMEOUTS. */
  smtpTimeouts?: SmtpTimeouts;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is rendered as a real RFC 822
 * `.eml` file under DATA_DIR/outbox with one log line, so a missing mail server shows and
 * nothing is lost silently.
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.mode === 'smtp') {
    // The URL's own settings (a query such as ?socketTimeout=) win over these.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl!,
      ...(opts.smtpTimeouts ?? SMTP_TIMEOUTS),
    });
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from: opts.from, ...message });
        opts.logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent via SMTP',
        );
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(outbox, { recursive: true });
      const safeId = info.messageId.replace(/[^A-Za-z0-9.@-]/g, '');
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox (SMTP_URL not set)',
      );
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
