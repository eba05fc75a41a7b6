import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';

/**
 * The account a live link code belongs to, found by its keyed hash: the link's address carries
 * the token alone, so the account is read from the code (kit.ts redeemCode then checks expiry,
 * tries and single use as for any code). Undefined when no unused code has this hash.
 */
export async function findCodeOwner(
  db: Db,
  purpose: string,
  codeHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, codeHash),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .limit(1);
  return row?.userId;
}
