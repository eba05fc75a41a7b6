/**
 * `npm run plan:grant -- <email>`: sets subscription_id 1 (Individual Pro, spec §3) on an
 * existing account, until payments exist (issue #4 item 4). Uses the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, one process per folder).
 */
import { BASE_PLAN_SUBSCRIPTION_ID } from '@degreeworth/core';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Db } from '../db/client';
import { findUserByEmail, updateUser } from '../modules/users/repository';

/** Grants the base plan; false when no account has that e-mail. */
export async function grantPlan(db: Db, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) return false;
  await updateUser(db, user.id, { subscriptionId: BASE_PLAN_SUBSCRIPTION_ID });
  return true;
}

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error('usage: npm run plan:grant -- <email>');
    return 1;
  }
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
