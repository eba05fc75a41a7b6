import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ScenarioListResponse, ScenarioResponse } from '@degreeworth/core';
import { jsonResponse } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import type { User } from '@/lib/user';
import {
  ALABAMA,
  BERKELEY,
  calculatorReference,
  collegeCalculator,
  MIT,
  searchAnswer,
} from '@/testing/scenario-fixtures';

type Handler = (body: unknown, init?: RequestInit) => Response | Promise<Response>;

/** The calculator's public calls, answered from the real-data fixtures (for stubApi). */
export function calculatorRoutes(extra: Record<string, Handler> = {}): Record<string, Handler> {
  const reference = calculatorReference();
  const colleges = Object.fromEntries(
    [ALABAMA, MIT, BERKELEY].map((id) => [
      `GET /universities/${id}/calculator`,
      () => jsonResponse(200, collegeCalculator(id)),
    ]),
  );
  return {
    'GET /calculator/reference': () => jsonResponse(200, reference),
    'GET /universities/search': () => jsonResponse(200, searchAnswer([ALABAMA, MIT, BERKELEY])),
    ...colleges,
    ...extra,
  };
}

/** GET /me and GET /scenario of a signed-in user. */
export function userRoutes(
  list: ScenarioListResponse,
  user: User = makeUser(),
): Record<string, Handler> {
  return {
    'GET /me': () => jsonResponse(200, user),
    'GET /scenario': () => jsonResponse(200, list),
  };
}

export const emptyList = (
  maxScenarios: number | null = 2,
  maxColleges = 2,
): ScenarioListResponse => ({
  scenarios: [],
  limits: { max_scenarios: maxScenarios, max_colleges: maxColleges },
});

/** A saved scenario as GET /scenario lists it. */
export function listed(answer: ScenarioResponse): ScenarioListResponse['scenarios'][number] {
  const { results: _results, ...summary } = answer.scenario;
  return summary;
}

/** Types into the search box and picks the option of the college named `name`. */
export async function addCollege(user: UserEvent, name: string) {
  const box = await screen.findByRole('combobox', { name: 'Add a college' });
  await user.type(box, name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('group', { name });
}

/** A whole-dollar amount as a money input shows it: 28000 → "28,000" (Intl, not the app's code). */
export const grouped = (amount: number) => amount.toLocaleString('en-US');
