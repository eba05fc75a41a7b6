import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CoachedScenarioResponse,
  INSTITUTE_LIMITS,
  INSTITUTE_TEXT,
  MESSAGES,
  SCENARIO_MESSAGES,
  type ScenarioComment,
  type StudentScenariosResponse,
} from '@degreeworth/core';
import { bearer, lastMailTo } from '../../../test/accounts';
import { fullAdminToken } from '../../../test/admins';
import { ageMail, type TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';
import { buildImportedTestApp } from '../../../test/scorecard';
import { instituteAdmins } from '../../db/schema';
import { COMMENT_LIMIT } from './service';
import {
  ALABAMA,
  call,
  createInvitedStudent,
  createStudent,
  createUser,
  type Headers,
  MIT,
  saveScenario,
  setInstitute,
  type TestStudent,
  UNAUTH,
} from './testing';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('counselor coaching: students, scenarios (read-only) and comments', () => {
  let t: TestContext;
  let school: TestInstitute;
  let counselor: { id: string; name: string; headers: Headers };
  let ada: TestStudent;
  let adaScenario: string;
  let boId: string;

  const comment = (who: Headers, scenarioId: string, body: unknown) =>
    call(t, 'POST', `/institute/scenarios/${scenarioId}/comments`, who, { body });
  const coached = async (who: Headers, id: string) => {
    const res = await call(t, 'GET', `/institute/scenarios/${id}`, who);
    expect(res.status).toBe(200);
    return res.body as CoachedScenarioResponse;
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
    school = await createInstitute(t, { name: 'Lincoln High School' });
    counselor = await createCounselor(t, school, 'Casey Counselor');
    ada = await createStudent(t, school.id, 'ada@school.test', 'Ada Lovelace');
    adaScenario = await saveScenario(t, ada.headers, 'Alabama or MIT');
    boId = await createInvitedStudent(t, school.id, 'bo@school.test', 'Bo Chen');
  }, 300_000);
  afterAll(() => t?.close());

  describe('GET /institute/instituteUsers/{id}/scenarios', () => {
    it('lists a student’s saved scenarios with college names and a comment count', async () => {
      const res = await call(
        t,
        'GET',
        `/institute/instituteUsers/${ada.id}/scenarios`,
        counselor.headers,
      );
      expect(res.status).toBe(200);
      const body = res.body as StudentScenariosResponse;
      expect(body.student).toEqual({
        id: ada.id,
        name: 'Ada Lovelace',
        email: 'ada@school.test',
        institute_name: 'Lincoln High School',
        status: 'active',
        scenarios: 1,
        created_at: expect.any(String),
      });
      expect(body.scenarios).toHaveLength(1);
      expect(body.scenarios[0]).toMatchObject({
        id: adaScenario,
        name: 'Alabama or MIT',
        comments: 0,
        colleges: [
          { university_id: MIT, name: 'Massachusetts Institute of Technology' },
          { university_id: ALABAMA, name: 'The University of Alabama' },
        ],
      });
      expect(body.scenarios[0]).not.toHaveProperty('results');
    });

    it('shows a student who has not created a password yet as invited, with no scenarios', async () => {
      const res = await call(t, 'GET', `/institute/instituteUsers/${boId}/scenarios`, school.owner);
      expect(res.status).toBe(200);
      expect(res.body.student).toMatchObject({ name: 'Bo Chen', status: 'invited', scenarios: 0 });
      expect(res.body.scenarios).toEqual([]);
    });

    it(`answers 404 "${INSTITUTE_TEXT.studentNotFound}" for an unknown, a malformed id and an individual user`, async () => {
      const loner = await createUser(t, 'loner@example.com', 'Lone User');
      for (const id of [MISSING, 'not-a-uuid', loner.id]) {
        const res = await call(t, 'GET', `/institute/instituteUsers/${id}/scenarios`, school.owner);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({
          code: 'NOT_FOUND',
          message: INSTITUTE_TEXT.studentNotFound,
        });
      }
    });
  });

  describe('GET /institute/scenarios/{id}', () => {
    it('gives the scenario with the same fresh results the student gets, the student and no comments yet', async () => {
      const body = await coached(counselor.headers, adaScenario);
      expect(body.student).toEqual({ id: ada.id, name: 'Ada Lovelace', email: 'ada@school.test' });
      expect(body.comments).toEqual([]);
      const own = await call(t, 'GET', `/scenario/${adaScenario}`, ada.headers);
      expect(own.status).toBe(200);
      expect(body.scenario).toEqual(own.body.scenario);
      expect(body.scenario.results.colleges.map((c) => c.university_id)).toEqual([MIT, ALABAMA]);
    });

    it(`answers 404 "${INSTITUTE_TEXT.scenarioNotFound}" for an unknown or malformed id and an individual user’s scenario`, async () => {
      const loner = await createUser(t, 'loner-2@example.com', 'Lone Two');
      const theirs = await saveScenario(t, loner.headers, 'Mine alone');
      for (const id of [MISSING, 'nope', theirs]) {
        const res = await call(t, 'GET', `/institute/scenarios/${id}`, counselor.headers);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(INSTITUTE_TEXT.scenarioNotFound);
      }
    });

    it('has no institute call that changes a scenario, and the institute token cannot use the user’s', async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/v1/institute/scenarios/${adaScenario}`,
          headers: school.owner,
          payload: {},
        });
        expect(res.statusCode).toBe(404);
      }
      const del = await call(t, 'DELETE', `/scenario/${adaScenario}`, school.owner);
      expect(del.status).toBe(401);
      expect(del.body.message).toBe(UNAUTH);
      expect((await call(t, 'GET', `/scenario/${adaScenario}`, ada.headers)).status).toBe(200);
    });
  });

  describe('comments', () => {
    let first: ScenarioComment;
    let second: ScenarioComment;

    it(`adds a counselor’s comment: 201 "${INSTITUTE_TEXT.commentAdded}", trimmed, line breaks kept`, async () => {
      const res = await comment(
        counselor.headers,
        adaScenario,
        '  Compare the loans.\nAlabama costs less.  ',
      );
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(INSTITUTE_TEXT.commentAdded);
      first = res.body.comment;
      expect(first).toEqual({
        id: expect.any(String),
        scenario_id: adaScenario,
        author: { id: counselor.id, name: 'Casey Counselor', role: 'counselor' },
        body: 'Compare the loans.\nAlabama costs less.',
        created_at: expect.any(String),
      });
    });

    it('signs the owner’s comment with their name, or their e-mail address when the name is empty', async () => {
      const named = await comment(school.owner, adaScenario, 'Well done.');
      expect(named.status).toBe(201);
      expect(named.body.comment.author).toEqual({
        id: school.ownerId,
        name: 'Lincoln High School',
        role: 'owner',
      });
      second = named.body.comment;
      await t.database.db
        .update(instituteAdmins)
        .set({ name: '' })
        .where(eq(instituteAdmins.id, school.ownerId));
      const unnamed = await comment(school.owner, adaScenario, 'Signed by address.');
      expect(unnamed.body.comment.author).toEqual({
        id: school.ownerId,
        name: school.ownerEmail,
        role: 'owner',
      });
      expect(
        (await call(t, 'DELETE', `/institute/comments/${unnamed.body.comment.id}`, school.owner))
          .status,
      ).toBe(200);
      await t.database.db
        .update(instituteAdmins)
        .set({ name: 'Lincoln High School' })
        .where(eq(instituteAdmins.id, school.ownerId));
    });

    it('refuses an empty, too long, non-text or control-character comment with the field’s message', async () => {
      const cases: [unknown, string][] = [
        ['   ', MESSAGES.required],
        [undefined, MESSAGES.required],
        ['x'.repeat(INSTITUTE_LIMITS.comment + 1), 'Comment must be at most 2,000 characters.'],
        [42, 'Comment must be text.'],
      ];
      for (const [body, message] of cases) {
        const res = await comment(counselor.headers, adaScenario, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      }
      const control = await comment(counselor.headers, adaScenario, 'bell\u0007');
      expect(control.status).toBe(400);
      expect(control.body.fieldErrors.body).toHaveLength(1);
      expect(
        (await comment(counselor.headers, adaScenario, 'x'.repeat(INSTITUTE_LIMITS.comment)))
          .status,
      ).toBe(201);
    });

    it(`answers 404 "${INSTITUTE_TEXT.scenarioNotFound}" when commenting on an unknown scenario`, async () => {
      for (const id of [MISSING, 'nope']) {
        const res = await comment(counselor.headers, id, 'Hello');
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(INSTITUTE_TEXT.scenarioNotFound);
      }
    });

    it('shows the comments oldest first to the institute and counts them in the student’s list', async () => {
      const body = await coached(school.owner, adaScenario);
      expect(body.comments.map((c) => c.id).slice(0, 2)).toEqual([first.id, second.id]);
      expect(body.comments).toHaveLength(3);
      const list = await call(
        t,
        'GET',
        `/institute/instituteUsers/${ada.id}/scenarios`,
        school.owner,
      );
      expect(list.body.scenarios[0].comments).toBe(3);
    });

    it('shows the student the comments on their results page: GET /scenario/{id}/comments', async () => {
      const res = await call(t, 'GET', `/scenario/${adaScenario}/comments`, ada.headers);
      expect(res.status).toBe(200);
      expect(res.body.comments.slice(0, 2)).toEqual([first, second]);
    });

    it(`answers 404 "${SCENARIO_MESSAGES.notFound}" to another user, and 401 without a user token`, async () => {
      const other = await createUser(t, 'nosy@example.com', 'Nosy Parker');
      for (const id of [adaScenario, MISSING, 'nope']) {
        const res = await call(t, 'GET', `/scenario/${id}/comments`, other.headers);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(SCENARIO_MESSAGES.notFound);
      }
      for (const headers of [{}, school.owner, counselor.headers]) {
        const res = await call(t, 'GET', `/scenario/${adaScenario}/comments`, headers);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(UNAUTH);
      }
    });

    it(`lets a counselor delete only their own comments (403 "${INSTITUTE_TEXT.commentNotYours}")`, async () => {
      const refused = await call(
        t,
        'DELETE',
        `/institute/comments/${second.id}`,
        counselor.headers,
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'FORBIDDEN',
        message: INSTITUTE_TEXT.commentNotYours,
      });
      const other = await createCounselor(t, school, 'Other Counselor');
      expect(
        (await call(t, 'DELETE', `/institute/comments/${first.id}`, other.headers)).status,
      ).toBe(403);
      const own = await call(t, 'DELETE', `/institute/comments/${first.id}`, counselor.headers);
      expect(own.status).toBe(200);
      expect(own.body).toEqual({ message: INSTITUTE_TEXT.commentDeleted });
    });

    it(`lets the owner delete any comment of the institute; a deleted or unknown one is 404 "${INSTITUTE_TEXT.commentNotFound}"`, async () => {
      const byCounselor = (await comment(counselor.headers, adaScenario, 'Remove me')).body.comment;
      const res = await call(t, 'DELETE', `/institute/comments/${byCounselor.id}`, school.owner);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(INSTITUTE_TEXT.commentDeleted);
      for (const id of [byCounselor.id, first.id, MISSING, 'nope']) {
        const again = await call(t, 'DELETE', `/institute/comments/${id}`, school.owner);
        expect(again.status).toBe(404);
        expect(again.body.message).toBe(INSTITUTE_TEXT.commentNotFound);
      }
      const left = await call(t, 'GET', `/scenario/${adaScenario}/comments`, ada.headers);
      expect(left.body.comments.map((c: ScenarioComment) => c.id)).not.toContain(first.id);
    });

    it('keeps a comment readable, author and all, after its author is removed', async () => {
      const leaving = await createCounselor(t, school, 'Lee Leaving');
      const kept = (await comment(leaving.headers, adaScenario, 'Good luck!')).body.comment;
      await t.database.db.delete(instituteAdmins).where(eq(instituteAdmins.id, leaving.id));
      const body = await coached(school.owner, adaScenario);
      expect(body.comments.find((c) => c.id === kept.id)?.author).toEqual({
        id: null,
        name: 'Lee Leaving',
        role: 'counselor',
      });
      // No author left: only the owner can delete it.
      expect(
        (await call(t, 'DELETE', `/institute/comments/${kept.id}`, counselor.headers)).status,
      ).toBe(403);
      expect((await call(t, 'DELETE', `/institute/comments/${kept.id}`, school.owner)).status).toBe(
        200,
      );
    });

    it(`limits comment writes to ${COMMENT_LIMIT.max} per ${COMMENT_LIMIT.windowSeconds / 60} minutes per admin (429)`, async () => {
      const busy = await createCounselor(t, school, 'Busy Counselor');
      const ids: string[] = [];
      for (let i = 0; i < COMMENT_LIMIT.max / 2; i++) {
        const res = await comment(busy.headers, adaScenario, `Note ${i}`);
        expect(res.status).toBe(201);
        ids.push(res.body.comment.id);
      }
      for (const id of ids)
        expect((await call(t, 'DELETE', `/institute/comments/${id}`, busy.headers)).status).toBe(
          200,
        );
      const refused = await comment(busy.headers, adaScenario, 'One too many');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many comments. Please wait 15 minutes and try again.',
      });
      expect(refused.res.headers['retry-after']).toBeDefined();
      // Another admin of the same institute is not affected.
      expect((await comment(counselor.headers, adaScenario, 'Still fine')).status).toBe(201);
    });

    it('keeps the comments visible to the student after they leave the institute; the institute loses access', async () => {
      const cleo = await createStudent(t, school.id, 'cleo@school.test', 'Cleo Park');
      const id = await saveScenario(t, cleo.headers, 'Cleo’s plan');
      const note = (await comment(counselor.headers, id, 'Apply early.')).body.comment;
      await setInstitute(t, cleo.id, null);
      const res = await call(t, 'GET', `/scenario/${id}/comments`, cleo.headers);
      expect(res.status).toBe(200);
      expect(res.body.comments).toEqual([note]);
      expect((await call(t, 'GET', `/institute/scenarios/${id}`, counselor.headers)).status).toBe(
        404,
      );
      expect(
        (await call(t, 'GET', `/institute/instituteUsers/${cleo.id}/scenarios`, school.owner))
          .status,
      ).toBe(404);
      expect((await comment(counselor.headers, id, 'Too late')).status).toBe(404);
      const del = await call(t, 'DELETE', `/institute/comments/${note.id}`, school.owner);
      expect(del.status).toBe(404);
      expect(del.body.message).toBe(INSTITUTE_TEXT.commentNotFound);
    });
  });

  describe('comments reach the student, who replies; the school sees unread replies', () => {
    let dee: TestStudent;
    let deeScenario: string;
    beforeAll(async () => {
      dee = await createStudent(t, school.id, 'dee@school.test', 'Dee Diaz');
      deeScenario = await saveScenario(t, dee.headers, 'Dee’s shortlist');
    });
    const notices = async (who: Headers) => {
      const res = await call(t, 'GET', '/me/comment-notices', who);
      expect(res.status).toBe(200);
      return res.body.notices as { scenario_id: string; unread: number; author_name: string }[];
    };
    const reply = (who: Headers, scenarioId: string, body: unknown) =>
      call(t, 'POST', `/scenario/${scenarioId}/comments`, who, { body });

    it('mails the student a counselor’s comment with a link to the results page, and notices it in the app', async () => {
      expect(await notices(dee.headers)).toEqual([]);
      await comment(counselor.headers, deeScenario, 'Look at the grant letter again.');
      const mail = await lastMailTo(t, 'dee@school.test');
      expect(mail).toContain('Subject: DegreeWorth: A comment from your counselor');
      // (The decoded mail keeps non-ASCII letters as their UTF-8 bytes: the quotes are left out.)
      expect(mail).toContain('Casey Counselor commented on your scenario');
      expect(mail).toContain('shortlist');
      expect(mail).toContain('Look at the grant letter again.');
      expect(mail).toContain(`/#/collegeSelection/results/${deeScenario}`);
      expect(await notices(dee.headers)).toEqual([
        {
          scenario_id: deeScenario,
          scenario_name: 'Dee’s shortlist',
          unread: 1,
          author_name: 'Casey Counselor',
          latest_at: expect.any(String),
        },
      ]);
      const read = await call(t, 'POST', `/scenario/${deeScenario}/comments/read`, dee.headers);
      expect(read.status).toBe(200);
      expect(read.body.message).toBe(INSTITUTE_TEXT.commentsRead);
      expect(await notices(dee.headers)).toEqual([]);
    });

    it('mails once per batch: a second comment while the first is unread sends nothing more', async () => {
      const fay = await createStudent(t, school.id, 'fay@school.test', 'Fay Fox');
      const id = await saveScenario(t, fay.headers, 'Fay plan');
      const mails = async () => {
        await t.app.mailOutbox.drain();
        return t.outbox().filter((m) => m.includes('To: fay@school.test')).length;
      };
      const before = await mails();
      await comment(counselor.headers, id, 'First.');
      await ageMail(t.database, 3600);
      await comment(counselor.headers, id, 'Second.');
      expect(await mails()).toBe(before + 1);
      await call(t, 'POST', `/scenario/${id}/comments/read`, fay.headers);
      await ageMail(t.database, 3600);
      await comment(counselor.headers, id, 'Third, after reading.');
      expect(await mails()).toBe(before + 2);
    });

    it('keeps a removed counselor’s comment with the school it was written in', async () => {
      const gus = await createStudent(t, school.id, 'gus@school.test', 'Gus Gray');
      const id = await saveScenario(t, gus.headers, 'Gus plan');
      const leaving = await createCounselor(t, school, 'Lee Leaving');
      await comment(leaving.headers, id, 'From Lincoln.');
      await t.database.db.delete(instituteAdmins).where(eq(instituteAdmins.id, leaving.id));
      const other = await createInstitute(t, { name: 'Next High' });
      await setInstitute(t, gus.id, other.id);
      expect((await coached(other.owner, id)).comments).toEqual([]);
      await setInstitute(t, gus.id, school.id);
      expect((await coached(school.owner, id)).comments.map((c) => c.body)).toEqual([
        'From Lincoln.',
      ]);
    });

    it('takes the student’s reply, which the school sees as unread until an admin reads it', async () => {
      await comment(school.owner, deeScenario, 'And the loans.');
      const res = await reply(dee.headers, deeScenario, '  Thanks, I will.  ');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: INSTITUTE_TEXT.replyAdded,
        comment: {
          id: expect.any(String),
          scenario_id: deeScenario,
          author: { id: dee.id, name: 'Dee Diaz', role: 'student' },
          body: 'Thanks, I will.',
          created_at: expect.any(String),
        },
      });
      // Replying reads what it answers.
      expect(await notices(dee.headers)).toEqual([]);
      expect((await coached(counselor.headers, deeScenario)).comments.at(-1)).toEqual(
        res.body.comment,
      );
      const scenariosOf = async () =>
        (await call(t, 'GET', `/institute/instituteUsers/${dee.id}/scenarios`, school.owner)).body
          .scenarios[0];
      expect(await scenariosOf()).toMatchObject({ comments: 3, unread_replies: 1 });
      const listed = await call(t, 'GET', '/institute/instituteUsers?search=dee%40', school.owner);
      expect(listed.body.users[0]).toMatchObject({ email: 'dee@school.test', unread_replies: 1 });
      const read = await call(
        t,
        'POST',
        `/institute/scenarios/${deeScenario}/comments/read`,
        counselor.headers,
      );
      expect(read.status).toBe(200);
      expect(await scenariosOf()).toMatchObject({ comments: 3, unread_replies: 0 });
    });

    it('refuses a reply from an account in no school (409), to another’s scenario (404), or an empty one (400)', async () => {
      const solo = await createUser(t, 'solo@example.com', 'Solo Sam');
      const own = await saveScenario(t, solo.headers, 'Solo plan');
      const alone = await reply(solo.headers, own, 'Hello?');
      expect(alone.status).toBe(409);
      expect(alone.body.message).toBe(INSTITUTE_TEXT.replyNotInSchool);
      const nosy = await reply(solo.headers, deeScenario, 'Hi');
      expect(nosy.status).toBe(404);
      expect(nosy.body.message).toBe(SCENARIO_MESSAGES.notFound);
      const empty = await reply(dee.headers, deeScenario, '   ');
      expect(empty.status).toBe(400);
      expect(empty.body.fieldErrors).toEqual({ body: [MESSAGES.required] });
      for (const url of [
        `/scenario/${deeScenario}/comments`,
        `/scenario/${deeScenario}/comments/read`,
      ]) {
        const res = await call(t, 'POST', url, counselor.headers, { body: 'x' });
        expect(res.status).toBe(401);
      }
      expect((await call(t, 'GET', '/me/comment-notices', {})).status).toBe(401);
    });

    it('keeps a reply with the school it was written to when the student moves to another', async () => {
      const eli = await createStudent(t, school.id, 'eli@school.test', 'Eli Evans');
      const id = await saveScenario(t, eli.headers, 'Eli’s plan');
      await comment(counselor.headers, id, 'Nice.');
      expect((await reply(eli.headers, id, 'For Lincoln only')).status).toBe(201);
      const other = await createInstitute(t, { name: 'Other High' });
      await setInstitute(t, eli.id, other.id);
      const seen = await coached(other.owner, id);
      expect(seen.comments.map((c) => c.body)).not.toContain('For Lincoln only');
    });
  });

  it('answers 401 with the one message to a user token, a platform-admin token or none on every /institute coaching call', async () => {
    const urls: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', `/institute/instituteUsers/${ada.id}/scenarios`],
      ['GET', `/institute/scenarios/${adaScenario}`],
      ['POST', `/institute/scenarios/${adaScenario}/comments`],
      ['DELETE', `/institute/comments/${MISSING}`],
      ['POST', `/institute/scenarios/${adaScenario}/comments/read`],
      ['GET', '/institute/report.csv'],
      ['GET', `/institute/scenarios/${adaScenario}/pdf`],
    ];
    const admin = bearer(await fullAdminToken(t));
    for (const [method, url] of urls)
      for (const headers of [{}, ada.headers, admin, { authorization: 'Bearer nonsense' }]) {
        const res = await call(
          t,
          method,
          url,
          headers,
          method === 'POST' ? { body: 'x' } : undefined,
        );
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(UNAUTH);
      }
  });
});
