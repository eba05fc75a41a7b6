import type { ScenarioInput } from '@degreeworth/core';

/**
 * Example values that the request examples of several routes share (the examples themselves sit
 * on each route's schema). One student, one school admin, one password and its successor, so
 * the examples read as one story.
 */

export const STUDENT = 'jordan.lee@example.com';
export const SCHOOL_ADMIN = 'counselor@lincoln-high.example';
export const PASSWORD = 'correct horse 7';
export const NEW_PASSWORD = 'battery staple 9';
/** A password change: the current password and the new one, twice. */
export const PASSWORD_CHANGE = {
  current_password: PASSWORD,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
};
/** A token as the server makes them (32 random bytes, base64url). */
export const LINK_TOKEN = 'q3Zb1n8T0yF5mWc2VdXh7LpR4sA9eGu6jNiYoQxBzEk';

/**
 * A scenario as the calculator form sends it: a student from Alabama comparing two real
 * colleges of the imported College Scorecard data (UNITIDs), with the cost of attendance the
 * calculator fills in from each college's newest data (the test checks both against the API).
 */
export const SCENARIO_EXAMPLE: ScenarioInput = {
  name: 'Fall 2027 shortlist: MIT or Alabama',
  home_state: 'AL',
  // The family-income band whose typical grant aid the form prefilled (then edited here).
  family_income: '48-75k',
  colleges: [
    {
      university_id: 166683, // Massachusetts Institute of Technology
      residency: 'out_of_state',
      housing: 'on_campus',
      years_to_finish: 4,
      major: '14', // Engineering (CIP family 14)
      cost_of_attendance: 75_660,
      grants: 52_000,
      scholarships: 0,
      family_contribution: 12_000,
      savings: 4_000,
      loans_per_year: 5_500,
      interest_rate: 6.39,
      loan_term: 'standard',
      starting_salary: null,
    },
    {
      university_id: 100751, // The University of Alabama
      residency: 'in_state',
      housing: 'on_campus',
      years_to_finish: 4,
      major: '14',
      cost_of_attendance: 36_891,
      grants: 4_000,
      scholarships: 6_500,
      family_contribution: 8_000,
      savings: 2_000,
      loans_per_year: 5_500,
      interest_rate: 6.39,
      loan_term: 10,
      starting_salary: 68_000,
    },
  ],
  assumptions: { discount_rate: 3, salary_growth: 1, tax_rate: 10, baseline_earnings: null },
};
