import { eq } from 'drizzle-orm';
import type { ScenarioInput } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { scenarioInput } from '../../../test/sample-scenario';
import { users } from '../../db/schema';

/** Test helpers of the coaching module (its *.test.ts files only). */

export { ALABAMA, MIT } from '../../../test/sample-scenario';

export const UNAUTH = 'Unauthenticated. Please provide a valid token.';

export type Headers = Record<string, string>;

/** A scenario comparing MIT and the University of Alabama (real imported rows), as the form sends it. */
export const payload = (name: string): ScenarioInput => scenarioInput(name);

export interface TestStudent {
  id: string;
  email: string;
  name: string;
  headers: Headers;
}

/** A user signed up and verified through the real calls (an individual account). */
export async function createUser(
  t: TestContext,
  email: string,
  name: string,
): Promise<TestStudent> {
  const headers = bearer(await signUpVerified(t, email, 'correct horse 1', name));
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { id: row!.id, email, name, headers };
}

/** Makes the user a student of `instituteId` (null: removes them), as the institute calls do. */
export async function setInstitute(t: TestContext, userId: string, instituteId: string | null) {
  await t.database.db.update(users).set({ instituteId }).where(eq(users.id, userId));
}

/** A signed-up user who is a student of `instituteId`. */
export async function createStudent(
  t: TestContext,
  instituteId: string,
  email: string,
  name: string,
): Promise<TestStudent> {
  const student = await createUser(t, email, name);
  await setInstitute(t, student.id, instituteId);
  return student;
}

/** A student the institute added who has not created a password yet. */
export async function createInvitedStudent(
  t: TestContext,
  instituteId: string,
  email: string,
  name: string,
): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({ name, email, instituteId, role: 'student' })
    .returning();
  return row!.id;
}

/** Saves a scenario through POST /scenario; its id. */
export async function saveScenario(t: TestContext, who: Headers, name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/scenario',
    headers: who,
    payload: payload(name),
  });
  if (res.statusCode !== 201) throw new Error(`saving a scenario failed: ${res.body}`);
  return res.json().scenario.id as string;
}

/** One API call: status, parsed body (when JSON) and the raw response. */
export async function call(
  t: TestContext,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Headers = {},
  body?: object,
) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, payload: body });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, body: isJson ? res.json() : undefined, res };
}
