import { randomUUID } from 'node:crypto';
import { CONTACT_SUCCESS_MESSAGE, PRODUCT_NAME, type ContactData } from '@degreeworth/core';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/mail-outbox/outbox';
import { escapeHtml } from '../../lib/mailer';
import { insertContactMessage } from './repository';

export interface ContactServiceDeps {
  db: Db;
  outbox: MailOutbox;
  contactTo: string;
}

function renderMail(input: ContactData, id: string) {
  const subject = `[${PRODUCT_NAME}] Contact request from ${input.name}`;
  const text = `New contact request (${id})\n\nName: ${input.name}\nEmail: ${input.email}\nContact type: ${input.contact_type}\n\n${input.message}\n`;
  const html =
    `<h2>New ${PRODUCT_NAME} contact request</h2>` +
    `<p><strong>Name:</strong> ${escapeHtml(input.name)}<br><strong>Email:</strong> ${escapeHtml(input.email)}` +
    `<br><strong>Contact type:</strong> ${input.contact_type}<br><strong>Reference:</strong> ${id}</p>` +
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
  return { subject, text, html };
}

export function createContactService(deps: ContactServiceDeps) {
  return {
    /**
     * Stores the message, then queues its mail to sales (the outbox delivers it with retries):
     * a mail server that is down never loses a message nor fails the request.
     */
    async submit(input: ContactData): Promise<{ message: string }> {
      const id = randomUUID();
      await insertContactMessage(deps.db, {
        id,
        name: input.name,
        email: input.email,
        message: input.message,
        contactType: input.contact_type,
      });
      await deps.outbox.enqueue('contact', {
        to: deps.contactTo,
        replyTo: input.email,
        ...renderMail(input, id),
      });
      return { message: CONTACT_SUCCESS_MESSAGE };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
