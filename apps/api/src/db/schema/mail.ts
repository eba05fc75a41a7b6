import { index, smallint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable mail outbox: a request stores its message here and answers at
 * once; a worker (BullMQ with REDIS_URL, in-process otherwise) delivers it with retries. Rows
 * also carry the per-recipient daily cap and cooldown (lib/mail-outbox/policy.ts).
 *
 * status: pending (waiting for its next try) | sending (claimed until locked_until) | sent |
 * failed (rejected by the SMTP server, or out of tries). last_error holds an error code only
 * (SMTP response code or a Node error code), never a message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    replyTo: text('reply_to'),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);
