import { randomUUID } from 'node:crypto';
import { CONTACT_RESPONSE_PROMISE, PRODUCT_NAME, type ContactData } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { ServiceUnavailableError } from '../../lib/errors';
import { escapeHtml, type Mailer } from '../../lib/mailer';
import { insertContactMessage } from './repository';

export interface ContactServiceDeps {
  db: Db;
  mailer: Mailer;
  contactTo: string;
}

export const CONTACT_SUCCESS_MESSAGE = `Thank you for contacting ${PRODUCT_NAME}! ${CONTACT_RESPONSE_PROMISE}`;

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
     * Mails the message to sales, then stores it. The mail goes first so that a
     * failure to deliver answers an error and stores nothing.
     */
    async submit(input: ContactData): Promise<{ message: string }> {
      const id = randomUUID();
      try {
        await deps.mailer.send({
          to: deps.contactTo,
          replyTo: input.email,
          ...renderMail(input, id),
        });
      } catch {
        throw new ServiceUnavailableError(
          'We could not send your message right now. Please try again in a few minutes.',
        );
      }
      await insertContactMessage(deps.db, {
        id,
        name: input.name,
        email: input.email,
        message: input.message,
        contactType: input.contact_type,
      });
      return { message: CONTACT_SUCCESS_MESSAGE };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
