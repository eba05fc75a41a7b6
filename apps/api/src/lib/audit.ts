import type { AuditAction } from '@degreeworth/core';
import type { Db } from '../db/client';
import { adminAuditLog } from '../db/schema';
import type { UserRow } from './sessions';

/**
 * The admin audit log: services call recordAudit with the transaction that makes
 * the change, so the entry and the change commit or fail together. `before` and `after` are
 * the item as the API shows it (never a password hash, token or code).
 */

/** The admin who acts: the signed-in account of the request. */
export type AuditActor = Pick<UserRow, 'id' | 'email'>;

export interface AuditRecord {
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  before?: object | null;
  after?: object | null;
}

/** A plain JSON copy (dates as ISO strings, no undefined), as jsonb stores it. */
const snapshot = (value: object | null | undefined) =>
  value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : null;

export async function recordAudit(db: Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: actor.id,
    adminEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: snapshot(record.before),
    after: snapshot(record.after),
  });
}
