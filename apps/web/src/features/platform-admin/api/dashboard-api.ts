import {
  type AuditLogResponse,
  AuditLogResponseSchema,
  type DashboardResponse,
  DashboardResponseSchema,
} from '@degreeworth/core';
import { answerSchema } from '@/lib/api';
import { ADMIN_AUTH, adminApi } from './admin-api';

/** GET /admin/dashboard (any admin) and GET /admin/audit-log?page= (full admins). */
export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, void>({
      query: () => ({ url: '/admin/dashboard' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(DashboardResponseSchema),
      // Every admin write changes the figures or the recent activity.
      providesTags: ['AdminActivity'],
    }),
    getAuditLog: build.query<AuditLogResponse, number>({
      query: (page) => ({ url: '/admin/audit-log', params: { page } }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(AuditLogResponseSchema),
      providesTags: ['AdminActivity'],
    }),
  }),
});

export const { useGetDashboardQuery, useGetAuditLogQuery } = dashboardApi;
