import { pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages from the contact form and widget (POST /contact-us). */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  contactType: smallint('contact_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
