import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_TEXT, SCENARIO_MESSAGES } from '@degreeworth/core';
import type { TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';
import { buildImportedTestApp } from '../../../test/scorecard';
import { instituteAdmins } from '../../db/schema';
import {
  call,
  createStudent,
  createUser,
  type Headers,
  saveScenario,
  type TestStudent,
  UNAUTH,
} from './testing';

/**
 * Two institutes kept apart: every coaching query is filtered by the token's institute, so
 * institute B's owner and counselor get the same 404 for A's student, scenario, PDF and comment
 * as for ids that do not exist; an individual user's scenario is nobody's.
 */
describe('coaching isolation between two institutes', () => {
  let t: TestContext;
  let a: TestInstitute;
  let b: TestInstitute;
  let aCounselor: { id: string; headers: Headers };
  let bCounselor: { id: string; headers: Headers };
  let ada: TestStudent;
  let adaScenario: string;
  let aComment: string;
  let loner: TestStudent;
  let lonerScenario: string;
  let bWho: [string, Headers][];

  beforeAll(async () => {
    t = await buildImportedTestApp();
    a = await createInstitute(t, { name: 'Lincoln High School' });
    b = await createInstitute(t, { name: 'Roosevelt High School' });
    aCounselor = await createCounselor(t, a, 'Casey A');
    bCounselor = await createCounselor(t, b, 'Casey B');
    ada = await createStudent(t, a.id, 'ada@lincoln.test', 'Ada Lovelace');
    adaScenario = await saveScenario(t, ada.headers, 'Alabama or MIT');
    const res = await call(
      t,
      'POST',
      `/institute/scenarios/${adaScenario}/comments`,
      aCounselor.headers,
      {
        body: 'Compare the loans.',
      },
    );
    expect(res.status).toBe(201);
    aComment = res.body.comment.id;
    await createStudent(t, b.id, 'bea@roosevelt.test', 'Bea Roosevelt');
    loner = await createUser(t, 'loner@example.com', 'Lone User');
    lonerScenario = await saveScenario(t, loner.headers, 'Mine alone');
    bWho = [
      ['B’s owner', b.owner],
      ['B’s counselor', bCounselor.headers],
    ];
  }, 300_000);
  afterAll(() => t?.close());

  it('answers 404 to B reading A’s student', async () => {
    for (const [, who] of bWho) {
      const res = await call(t, 'GET', `/institute/instituteUsers/${ada.id}/scenarios`, who);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(INSTITUTE_TEXT.studentNotFound);
    }
  });

  it('answers 404 to B reading A’s scenario, its PDF, and commenting on it', async () => {
    for (const [, who] of bWho) {
      for (const url of [
        `/institute/scenarios/${adaScenario}`,
        `/institute/scenarios/${adaScenario}/pdf`,
      ]) {
        const res = await call(t, 'GET', url, who);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(INSTITUTE_TEXT.scenarioNotFound);
      }
      const post = await call(t, 'POST', `/institute/scenarios/${adaScenario}/comments`, who, {
        body: 'Not my student',
      });
      expect(post.status).toBe(404);
      expect(post.body.message).toBe(INSTITUTE_TEXT.scenarioNotFound);
    }
    const comments = await call(t, 'GET', `/scenario/${adaScenario}/comments`, ada.headers);
    expect(comments.body.comments).toHaveLength(1);
  });

  it('answers 404 to B deleting A’s comment, which stays, even when its author is gone', async () => {
    const leaving = await createCounselor(t, a, 'Lee Leaving');
    const orphan = (
      await call(t, 'POST', `/institute/scenarios/${adaScenario}/comments`, leaving.headers, {
        body: 'Good luck!',
      })
    ).body.comment.id as string;
    await t.database.db.delete(instituteAdmins).where(eq(instituteAdmins.id, leaving.id));
    for (const [, who] of bWho) {
      for (const id of [aComment, orphan]) {
        const res = await call(t, 'DELETE', `/institute/comments/${id}`, who);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(INSTITUTE_TEXT.commentNotFound);
      }
    }
    const read = await call(t, 'GET', `/institute/scenarios/${adaScenario}`, a.owner);
    expect(read.body.comments.map((c: { id: string }) => c.id)).toEqual([aComment, orphan]);
    expect((await call(t, 'DELETE', `/institute/comments/${orphan}`, a.owner)).status).toBe(200);
  });

  it('never puts A’s students in B’s class report', async () => {
    for (const [, who] of bWho) {
      const res = await call(t, 'GET', '/institute/report.csv', who);
      expect(res.status).toBe(200);
      const rows = parse(res.res.body, { bom: true }) as string[][];
      expect(rows.slice(1).map((r) => r[1])).toEqual(['bea@roosevelt.test']);
      expect(res.res.body).not.toContain('Lovelace');
      expect(res.res.body).not.toContain('Alabama or MIT');
    }
    const aRows = parse((await call(t, 'GET', '/institute/report.csv', a.owner)).res.body, {
      bom: true,
    }) as string[][];
    expect(new Set(aRows.slice(1).map((r) => r[1]))).toEqual(new Set(['ada@lincoln.test']));
  });

  it('answers 404 to every institute for an individual user’s scenario', async () => {
    for (const who of [a.owner, aCounselor.headers, b.owner, bCounselor.headers]) {
      for (const url of [
        `/institute/scenarios/${lonerScenario}`,
        `/institute/scenarios/${lonerScenario}/pdf`,
      ]) {
        const res = await call(t, 'GET', url, who);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(INSTITUTE_TEXT.scenarioNotFound);
      }
      const post = await call(t, 'POST', `/institute/scenarios/${lonerScenario}/comments`, who, {
        body: 'Hello',
      });
      expect(post.status).toBe(404);
      const student = await call(t, 'GET', `/institute/instituteUsers/${loner.id}/scenarios`, who);
      expect(student.status).toBe(404);
      expect(student.body.message).toBe(INSTITUTE_TEXT.studentNotFound);
    }
  });

  it('refuses an institute token on the user’s scenario calls and on platform-admin calls (401)', async () => {
    const urls = [
      '/scenario',
      `/scenario/${adaScenario}`,
      `/scenario/${adaScenario}/comments`,
      '/admin/adminTestimonial',
    ];
    for (const who of [a.owner, aCounselor.headers]) {
      for (const url of urls) {
        const res = await call(t, 'GET', url, who);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(UNAUTH);
      }
    }
  });

  it('shows the student the comments of their own scenario only (404 for another user’s)', async () => {
    const own = await call(t, 'GET', `/scenario/${adaScenario}/comments`, ada.headers);
    expect(own.status).toBe(200);
    expect(own.body.comments[0]).toMatchObject({
      id: aComment,
      author: { name: 'Casey A', role: 'counselor' },
    });
    const other = await call(t, 'GET', `/scenario/${adaScenario}/comments`, loner.headers);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(SCENARIO_MESSAGES.notFound);
  });
});
