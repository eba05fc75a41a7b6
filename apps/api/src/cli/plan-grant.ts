/**
 * `npm run plan:grant -- <email>`: support's way to give Individual Pro (subscription_id 1,
 * the paid plan) to an existing account without a payment. It is recorded like one, in the payments
 * table, marked manual (provider and method `manual`, amount 0), so the audit trail stays whole.
 * Uses the configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first,
 * one process per folder).
 */
import { randomUUID } from 'node:crypto';
import { BASE_PLAN_SUBSCRIPTION_ID, CURRENCY } from '@degreeworth/core';
import { loadConfig } from '../config';
import { loadEnvFile } from '../env-file';
import { openDatabase } from '../db/client';
import type { Db } from '../db/client';
import { applyPaymentEvent, recordPayment } from '../modules/payments';
import { findUserByEmail } from '../accounts/users-repository';

/** Grants the base plan through a manual payment row; false when no account has that e-mail. */
export async function grantPlan(db: Db, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) return false;
  const ref = { provider: 'manual', providerId: randomUUID() };
  await recordPayment(db, {
    ...ref,
    method: 'manual',
    userId: user.id,
    email: user.email,
    amountMinor: 0,
    currency: CURRENCY,
  });
  await applyPaymentEvent(db, ref, 'succeeded', 'manual');
  return true;
}

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error('usage: npm run plan:grant -- <email>');
    return 1;
  }
  loadEnvFile();
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    if (!(await grantPlan(database.db, email))) {
      console.error(`plan:grant: no account with the e-mail ${email}`);
      return 1;
    }
    console.log(
      `plan:grant: ${email} now has Individual Pro (subscription_id ${BASE_PLAN_SUBSCRIPTION_ID})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

// Run only as a script (tests import grantPlan).
if (process.argv[1]?.endsWith('plan-grant.ts')) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`plan:grant failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
