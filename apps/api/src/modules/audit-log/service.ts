import { ADMIN_PAGE_SIZE, type AuditEntry, type AuditSummary } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { type AuditRow, findAuditPage } from './repository';

const toSummary = (r: AuditRow): AuditSummary => ({
  id: r.id,
  admin_id: r.adminId,
  admin_email: r.adminEmail,
  action: r.action,
  target_type: r.targetType,
  target_id: r.targetId,
  created_at: r.createdAt.toISOString(),
});

const toEntry = (r: AuditRow): AuditEntry => ({
  ...toSummary(r),
  before: r.before ?? null,
  after: r.after ?? null,
});

/** The admin audit log: written by lib/audit.ts, read here. */
export function createAuditLogService(deps: { db: Db }) {
  return {
    /** GET /admin/audit-log?page=: every entry with before and after, newest first. */
    async list(page: number) {
      const { rows, total } = await findAuditPage(
        deps.db,
        ADMIN_PAGE_SIZE,
        (page - 1) * ADMIN_PAGE_SIZE,
      );
      return { entries: rows.map(toEntry), page, per_page: ADMIN_PAGE_SIZE, total };
    },
    /** The dashboard's lines: who did what to what, when. */
    async recent(limit: number): Promise<AuditSummary[]> {
      return (await findAuditPage(deps.db, limit, 0)).rows.map(toSummary);
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
