import {
  CURRENCY,
  DASHBOARD_WEEKS,
  type DashboardResponse,
  type AuditSummary,
  formatCents,
  todayUtc,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import {
  countProAccounts,
  countScenarios,
  countSignupsByWeek,
  countSubscriptions,
  countUsers,
  sumRevenueMinor,
} from './repository';

const DAY_MS = 24 * 3600 * 1000;
/** Audit lines the dashboard shows. */
export const DASHBOARD_AUDIT_LINES = 20;

/** Monday 00:00 UTC of the week holding `now`, then DASHBOARD_WEEKS - 1 weeks before it. */
export function weekStarts(now: Date): string[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: DASHBOARD_WEEKS }, (_, i) =>
    new Date(monday - (DASHBOARD_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** GET /admin/dashboard (any admin): the figures behind the dashboard's charts. */
export function createDashboardService(deps: {
  db: Db;
  recentAudit(limit: number): Promise<AuditSummary[]>;
  clock?: () => Date;
}) {
  const { db } = deps;
  return {
    async figures(): Promise<DashboardResponse> {
      const now = deps.clock?.() ?? new Date();
      const weeks = weekStarts(now);
      const [total, signups, pro, revenue, scenarios, institutes, recent] = await Promise.all([
        countUsers(db),
        countSignupsByWeek(db, new Date(`${weeks[0]}T00:00:00Z`)),
        countProAccounts(db),
        sumRevenueMinor(db),
        countScenarios(db),
        countSubscriptions(db, todayUtc(now)),
        deps.recentAudit(DASHBOARD_AUDIT_LINES),
      ]);
      const byWeek = new Map(signups.map((s) => [s.week, s.n]));
      return {
        users: {
          total,
          signups_per_week: weeks.map((week) => ({
            week_start: week,
            count: byWeek.get(week) ?? 0,
          })),
        },
        individual_pro: {
          active: pro,
          revenue: {
            amount_minor: revenue,
            currency: CURRENCY,
            display: formatCents(revenue),
          },
        },
        institutes,
        scenarios: { count: scenarios },
        recent_activity: recent,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
