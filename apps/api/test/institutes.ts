import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { instituteAdmins, instituteSubscriptions } from '../src/db/schema';
import { startInstituteSession } from '../src/lib/institute-sessions';
import { hashPassword } from '../src/lib/passwords';
import { createTokenSigner } from '../src/lib/tokens';
import { bearer } from './accounts';
import type { TestContext } from './helpers';

/**
 * Institute test helpers: an institute (subscription) with its owner and counselors
 * stored directly with passwords, and their institute tokens from real sessions. The invite and
 * sign-in calls themselves are tested in their own modules.
 */

export const INSTITUTE_PASSWORD = 'school-admin-pass-1';

let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(INSTITUTE_PASSWORD));

export interface TestInstitute {
  id: string;
  name: string;
  slug: string;
  ownerId: string;
  ownerEmail: string;
  /** Bearer headers of the owner's institute session. */
  owner: Record<string, string>;
}

/** A session token of institute admin `adminId`, as POST /login-insitute would give. */
export async function instituteTokenOf(t: TestContext, adminId: string): Promise<string> {
  const signer = createTokenSigner(t.config.jwtSecret);
  const [admin] = await t.database.db
    .select({ id: instituteAdmins.id, sessionEpoch: instituteAdmins.sessionEpoch })
    .from(instituteAdmins)
    .where(eq(instituteAdmins.id, adminId));
  if (!admin) throw new Error(`no institute admin ${adminId}`);
  return startInstituteSession({ db: t.database.db, signer }, admin);
}

/**
 * A subscription (active by default: 2020-01-01 to 2099-12-31, 40 seats) and its owner with a
 * password, signed in. `slug` is the name's, lower-cased and hyphenated, plus a random suffix so
 * names can repeat across tests.
 */
export async function createInstitute(
  t: TestContext,
  options: { name?: string; seats?: number; start?: string; end?: string; email?: string } = {},
): Promise<TestInstitute> {
  const id = randomUUID();
  const name = options.name ?? 'Lincoln High School';
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 8)}`;
  const ownerEmail = options.email ?? `admin-${id.slice(0, 8)}@school.test`;
  await t.database.db.insert(instituteSubscriptions).values({
    id,
    name,
    slug,
    seats: options.seats ?? 40,
    startDate: options.start ?? '2020-01-01',
    endDate: options.end ?? '2099-12-31',
  });
  const [owner] = await t.database.db
    .insert(instituteAdmins)
    .values({
      subscriptionId: id,
      email: ownerEmail,
      name,
      role: 'owner',
      passwordHash: await passwordHash(),
    })
    .returning();
  return {
    id,
    name,
    slug,
    ownerId: owner!.id,
    ownerEmail,
    owner: bearer(await instituteTokenOf(t, owner!.id)),
  };
}

/** A counselor of `institute` with a password, signed in: { id, email, headers }. */
export async function createCounselor(
  t: TestContext,
  institute: Pick<TestInstitute, 'id'>,
  name = 'Casey Counselor',
) {
  const email = `counselor-${randomUUID().slice(0, 8)}@school.test`;
  const [row] = await t.database.db
    .insert(instituteAdmins)
    .values({
      subscriptionId: institute.id,
      email,
      name,
      role: 'counselor',
      passwordHash: await passwordHash(),
    })
    .returning();
  return { id: row!.id, email, name, headers: bearer(await instituteTokenOf(t, row!.id)) };
}
