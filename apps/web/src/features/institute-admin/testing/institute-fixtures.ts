import type {
  Institute,
  InstituteDashboardResponse,
  InstituteMeResponse,
  InstituteRole,
  InstituteStudent,
  InstituteUsersResponse,
  ListedStudent,
  ScenarioComment,
  SubUser,
} from '@degreeworth/core';

/** Test-only answers of the institute API, shaped as core's schemas say. */

export const SLUG = 'lincoln-high';

export function institute(overrides: Partial<Institute> = {}): Institute {
  return {
    id: 'inst-1',
    name: 'Lincoln High',
    slug: SLUG,
    logo: null,
    seats: 50,
    start_date: '2025-08-01',
    end_date: '2026-07-31',
    status: 'active',
    counselors_add_students: false,
    ...overrides,
  };
}

const PEOPLE = {
  owner: { id: 'adm-1', name: 'Olivia Owner', email: 'olivia@lincoln.test' },
  counselor: { id: 'adm-2', name: 'Carl Counselor', email: 'carl@lincoln.test' },
} as const;

/** GET /institute/me of the owner or of a counselor. */
export function instituteMe(
  role: InstituteRole = 'owner',
  inst: Partial<Institute> = {},
): InstituteMeResponse {
  return {
    user: { ...PEOPLE[role], institute_name: 'Lincoln High', role },
    institute: institute(inst),
  };
}

export function student(overrides: Partial<InstituteStudent> = {}): InstituteStudent {
  return {
    id: 'st-1',
    name: 'Sam Student',
    email: 'sam@lincoln.test',
    institute_name: 'Lincoln High',
    status: 'active',
    scenarios: 2,
    created_at: '2025-09-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A student as the class list shows them: signed in, one college worth $120,000, nothing flagged. */
export function listedStudent(overrides: Partial<ListedStudent> = {}): ListedStudent {
  return {
    ...student(),
    last_active_at: '2025-10-01T18:30:00.000Z',
    best_npv: 120_000,
    earnings_test_at_risk: false,
    unread_replies: 0,
    attention: [],
    ...overrides,
  };
}

export function studentsPage(
  users: ListedStudent[],
  { page = 1, total = users.length, used = users.length } = {},
): InstituteUsersResponse {
  return { users, page, per_page: 50, total, seats: { used, total: 50 } };
}

export function subUser(overrides: Partial<SubUser> = {}): SubUser {
  return {
    id: 'adm-2',
    name: 'Carl Counselor',
    email: 'carl@lincoln.test',
    role: 'counselor',
    password_set: true,
    invite_expires_at: null,
    created_at: '2025-09-01T10:00:00.000Z',
    ...overrides,
  };
}

export function comment(overrides: Partial<ScenarioComment> = {}): ScenarioComment {
  return {
    id: 'cm-1',
    scenario_id: 'sc-9',
    author: { id: 'adm-2', name: 'Carl Counselor', role: 'counselor' },
    body: 'Look at the loan payments.\nThey are high for this major.',
    created_at: '2025-10-02T15:00:00.000Z',
    ...overrides,
  };
}

export function dashboard(
  overrides: Partial<InstituteDashboardResponse> = {},
): InstituteDashboardResponse {
  return {
    institute: institute(),
    seats: { used: 12, total: 50 },
    students: { invited: 4, active: 8 },
    counselors: 2,
    scenarios: 9,
    npv: {
      bins: [
        { label: 'below $0', from: null, to: 0, count: 2 },
        { label: '$0 to $100k', from: 0, to: 100_000, count: 6 },
        { label: '$100k or more', from: 100_000, to: null, count: 3 },
      ],
      unknown: 1,
    },
    break_even: {
      bins: [
        { label: 'under 10 years', from: null, to: 10, count: 4 },
        { label: '10 to 20 years', from: 10, to: 20, count: 5 },
      ],
      never: 2,
      unknown: 1,
    },
    loans: {
      students_above_limits: 1,
      students_program_at_risk: 1,
      students_high_payment: 0,
      attention: [
        {
          student_id: 'st-1',
          student_name: 'Ada Lovelace',
          scenario_id: 'sc-1',
          scenario_name: 'Alabama or MIT',
          college: 'The University of Alabama',
          repayment_plan: 'rap',
          monthly_payment: 229,
          payment_to_income: 0.05,
          above_limits: 3_000,
          earnings_test: 'likely_passes',
          earnings_test_scope: 'college',
        },
        {
          student_id: 'st-2',
          student_name: 'Bo Chen',
          scenario_id: 'sc-2',
          scenario_name: '',
          college: 'Lakeside College',
          repayment_plan: 'standard',
          monthly_payment: 0,
          payment_to_income: 0,
          above_limits: 0,
          earnings_test: 'at_risk',
          earnings_test_scope: 'program',
        },
      ],
      attention_total: 2,
    },
    attention: {
      students: 5,
      by_reason: {
        no_scenario: 3,
        no_positive_npv: 1,
        above_limits: 1,
        earnings_test_at_risk: 1,
        high_payment: 0,
      },
    },
    ...overrides,
  };
}
