import type {
  AdminAccount,
  AdminMeResponse,
  AdminPermission,
  AdminUserRow,
  AuditEntry,
  DashboardResponse,
  FreeSubscriptionUser,
  Resource,
  SubscriptionListItem,
  Testimonial,
} from '@degreeworth/core';

/** Test data of the /crm screens, shaped like the core schemas the API answers with. */

const AT = '2026-03-02T10:00:00.000Z';

export function adminMe(overrides: Partial<AdminMeResponse> = {}): AdminMeResponse {
  return {
    id: 'admin-1',
    name: 'Ada Admin',
    email: 'ada@degreeworth.test',
    is_admin: 1,
    full_admin: true,
    permissions: [],
    ...overrides,
  };
}

/** A subadmin holding only `permissions`. */
export const subadminMe = (permissions: AdminPermission[]) =>
  adminMe({ id: 'admin-2', name: 'Sam Sub', full_admin: false, permissions });

export function userRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'user-1',
    name: 'Maya Lopez',
    email: 'maya@example.com',
    role: 'student',
    is_admin: 0,
    verified: true,
    plan: 'pro',
    institute_status: 'false',
    created_at: AT,
    disabled: false,
    disabled_at: null,
    ...overrides,
  };
}

export function resource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 'res-1',
    title: 'Paying for college',
    category: 'Finance',
    sub_category: 'Loans',
    description: '<p>Loans <strong>explained</strong>.</p>',
    image: '/api/v1/media/resources/res-1-a.webp',
    language: 'en',
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function testimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: 'tes-1',
    name: 'Jordan Lee',
    testimonial: 'It showed me what my degree is worth.',
    designation: 'Student',
    image: '/api/v1/media/testimonials/tes-1-a.webp',
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function account(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: 'sub-1',
    name: 'Sam Sub',
    email: 'sam@degreeworth.test',
    full_admin: false,
    permissions: ['resources'],
    password_set: true,
    disabled: false,
    created_at: AT,
    ...overrides,
  };
}

export function freeUser(overrides: Partial<FreeSubscriptionUser> = {}): FreeSubscriptionUser {
  return {
    id: '7f0c6a52-4a61-4f39-9a51-7e5f1b0d2c11',
    name: 'Riley Free',
    email: 'riley@example.com',
    updated_at: AT,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'audit-1',
    admin_id: 'admin-1',
    admin_email: 'ada@degreeworth.test',
    action: 'resource.update',
    target_type: 'resource',
    target_id: 'res-1',
    before: { title: 'Old title', category: 'Finance' },
    after: { title: 'New title', category: 'Finance' },
    created_at: AT,
    ...overrides,
  };
}

export function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  const weeks = Array.from({ length: 12 }, (_, i) => ({
    week_start: new Date(Date.UTC(2025, 11, 8 + 7 * i)).toISOString(),
    count: i === 10 ? 9 : i % 3,
  }));
  const { before: _b, after: _a, ...summary } = auditEntry();
  return {
    users: { total: 1234, signups_per_week: weeks },
    individual_pro: {
      active: 56,
      revenue: { amount_minor: 140000, currency: 'USD', display: '$1,400.00' },
    },
    institutes: { total: 3, active: 2 },
    scenarios: { count: 789 },
    recent_activity: [summary],
    ...overrides,
  };
}

/** A subscription as the list reads it (with seats_used); the other answers carry the same. */
export function subscription(overrides: Partial<SubscriptionListItem> = {}): SubscriptionListItem {
  return {
    id: '0b6f3c1e-2d4a-4c5b-8e9f-1a2b3c4d5e6f',
    name: 'Lincoln High',
    logo: '/api/v1/media/subscriptions/lincoln-a.webp',
    admin_email: 'head@lincoln.edu',
    seats: 250,
    seats_used: 180,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    status: 'active',
    admin: { password_set: true, invite_expires_at: null },
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}
