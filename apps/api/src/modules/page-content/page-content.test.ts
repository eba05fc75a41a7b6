import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEGAL_PAGE_DEFAULTS,
  PAGE_CONTENT_DEFAULTS,
  PAGE_CONTENT_TEXT,
  PAGE_KEYS,
  pageContentDefaults,
} from '@degreeworth/core';
import { type Callers, callersFor, expectRefused, form, png } from '../../../test/admins';
import {
  buildTestApp,
  countRows,
  queryRows,
  storedMedia,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let c: Callers;
beforeAll(async () => {
  t = await buildTestApp();
  c = await callersFor(t, 'content');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const admin = (method: Method, path: string, headers: object, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/content/${path}`,
    headers: headers as Record<string, string>,
    payload: payload as never,
  });
const publicPage = (page: string) => t.app.inject({ url: `/api/v1/content/${page}` });
const images = () => storedMedia(t.database, 'content');

describe('/admin/content access', () => {
  it('refuses no token, a user token and a subadmin without "content" on every call, recording nothing', async () => {
    const image = async () => form({}, await png(40, 40));
    await expectRefused(t, c, 'content', (h) => admin('GET', 'home', h));
    await expectRefused(t, c, 'content', (h) => admin('POST', 'home', h, { hero: { title: 'X' } }));
    await expectRefused(t, c, 'content', async (h) =>
      admin('POST', 'home/image', h, await image()),
    );
    await expectRefused(t, c, 'content', (h) => admin('DELETE', 'home/image', h));
    expect((await admin('GET', 'about', c.allowed)).statusCode).toBe(200);
  });
});

describe('page texts', () => {
  it("answers today's texts on every page while nothing is stored", async () => {
    for (const page of PAGE_KEYS) {
      for (const res of [await publicPage(page), await admin('GET', page, c.admin)]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          page,
          content: pageContentDefaults(page),
          image: null,
          updated_at: null,
        });
      }
    }
    expect(PAGE_CONTENT_DEFAULTS.about.title).toBe('About DegreeWorth');
    expect(PAGE_KEYS).toEqual(expect.arrayContaining(['privacy', 'terms', 'accessibility']));
  });

  it('stores and answers the texts of the legal pages, section by section', async () => {
    const privacy = LEGAL_PAGE_DEFAULTS.privacy;
    const saved = await admin('POST', 'privacy', c.allowed, {
      updated: 'Last updated: January 5, 2027',
      sections: { children: { text: 'Under 13: only through your school.\nNever on your own.' } },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...privacy,
      updated: 'Last updated: January 5, 2027',
      sections: {
        ...privacy.sections,
        children: {
          ...privacy.sections.children,
          text: 'Under 13: only through your school.\nNever on your own.',
        },
      },
    };
    expect(saved.json()).toMatchObject({
      message: 'Updated successfully.',
      page_content: { page: 'privacy', content: expected },
    });
    expect((await publicPage('privacy')).json()).toMatchObject({
      page: 'privacy',
      content: expected,
      updated_at: expect.any(String),
    });
    const [row] = await queryRows<{ content: object }>(
      t.database,
      "select content from page_contents where page = 'privacy'",
    );
    expect(row!.content).toEqual({
      updated: 'Last updated: January 5, 2027',
      sections: { children: { text: 'Under 13: only through your school.\nNever on your own.' } },
    });

    const terms = await admin('POST', 'terms', c.admin, {
      title: 'Terms of use',
      sections: { pro: { title: 'Individual Pro, paid once' } },
    });
    expect(terms.statusCode).toBe(200);
    expect((await admin('GET', 'terms', c.allowed)).json().content).toEqual({
      ...LEGAL_PAGE_DEFAULTS.terms,
      title: 'Terms of use',
      sections: {
        ...LEGAL_PAGE_DEFAULTS.terms.sections,
        pro: { ...LEGAL_PAGE_DEFAULTS.terms.sections.pro, title: 'Individual Pro, paid once' },
      },
    });
    // Every text sent back to its default: nothing of the page's own is left.
    await admin('POST', 'terms', c.admin, LEGAL_PAGE_DEFAULTS.terms);
    expect((await publicPage('terms')).json().content).toEqual(LEGAL_PAGE_DEFAULTS.terms);
    expect((await publicPage('accessibility')).json().content).toEqual(
      LEGAL_PAGE_DEFAULTS.accessibility,
    );
  });

  it('refuses an unknown section, a blank date line and too long a section text on a legal page', async () => {
    const cases: [string, unknown, string, string][] = [
      [
        'privacy',
        { sections: { cookies: { title: 'X' } } },
        'sections',
        'Unrecognized key: "cookies"',
      ],
      ['terms', { updated: '  ' }, 'updated', 'This field is required.'],
      [
        'accessibility',
        { sections: { report: { text: 'x'.repeat(1001) } } },
        'sections.report.text',
        'Text must be at most 1,000 characters.',
      ],
    ];
    for (const [page, body, field, message] of cases) {
      const res = await admin('POST', page, c.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect((await publicPage('accessibility')).json().content).toEqual(
      LEGAL_PAGE_DEFAULTS.accessibility,
    );
  });

  it('stores what is sent over what was stored, answers it merged over the defaults, and records it', async () => {
    const first = await admin('POST', 'home', c.allowed, {
      hero: { title: 'What is your degree worth?' },
      how: { rankings: { link_label: 'Open the rankings' } },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Updated successfully.');
    const second = await admin('POST', 'home', c.admin, {
      hero: { text: 'Line one.\nLine two.' },
    });
    const expected = {
      ...PAGE_CONTENT_DEFAULTS.home,
      hero: {
        ...PAGE_CONTENT_DEFAULTS.home.hero,
        title: 'What is your degree worth?',
        text: 'Line one.\nLine two.',
      },
      how: {
        ...PAGE_CONTENT_DEFAULTS.home.how,
        rankings: { ...PAGE_CONTENT_DEFAULTS.home.how.rankings, link_label: 'Open the rankings' },
      },
    };
    expect(second.json().page_content).toMatchObject({ page: 'home', content: expected });
    const shown = (await publicPage('home')).json();
    expect(shown).toMatchObject({ content: expected, updated_at: expect.any(String) });
    // Only what differs from the defaults is stored; a text set back to its default goes.
    await admin('POST', 'home', c.admin, {
      how: { rankings: { link_label: PAGE_CONTENT_DEFAULTS.home.how.rankings.link_label } },
    });
    const [row] = await queryRows<{ content: object }>(
      t.database,
      "select content from page_contents where page = 'home'",
    );
    expect(row!.content).toEqual({
      hero: { title: 'What is your degree worth?', text: 'Line one.\nLine two.' },
    });
    const entries = await queryRows<{ before: { content: object }; after: { content: object } }>(
      t.database,
      "select before, after from admin_audit_log where action = 'content.update' and target_id = 'home' order by created_at",
    );
    expect(entries).toHaveLength(3);
    expect(entries[0]!.before.content).toEqual(PAGE_CONTENT_DEFAULTS.home);
    expect(entries[1]!.after.content).toEqual(expected);
    // Other pages keep their defaults.
    expect((await publicPage('about')).json().content).toEqual(PAGE_CONTENT_DEFAULTS.about);
  });

  it('falls back to the default for a stored text that no longer passes the schema', async () => {
    await queryRows(
      t.database,
      `insert into page_contents (page, content) values ('rankings', '{"title": "Top colleges", "intro": "${'x'.repeat(1001)}", "junk": 1}')`,
    );
    expect((await publicPage('rankings')).json().content).toEqual({
      ...PAGE_CONTENT_DEFAULTS.rankings,
      title: 'Top colleges',
    });
  });

  it('refuses too long texts, HTML, unknown keys, blank texts and non-objects with 400, storing nothing', async () => {
    const audits = await countRows(t.database, 'admin_audit_log');
    const cases: [unknown, string, string][] = [
      [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters.'],
      [{ intro: 'x'.repeat(1001) }, 'intro', 'Introduction must be at most 1,000 characters.'],
      [{ mission: { text: 'Read <b>this</b>' } }, 'mission.text', PAGE_CONTENT_TEXT.noHtml],
      [{ who: { title: '   ' } }, 'who.title', 'This field is required.'],
      [{ titel: 'Typo' }, 'form', 'Unrecognized key: "titel"'],
      [{ mission: 'text' }, 'mission', PAGE_CONTENT_TEXT.notObject],
      [['about'], 'form', PAGE_CONTENT_TEXT.notObject],
      [
        { title: 'Tab\u0007bell' },
        'title',
        'Please remove the control characters (invisible formatting) from this text.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin('POST', 'about', c.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect((await publicPage('about')).json().content).toEqual(PAGE_CONTENT_DEFAULTS.about);
    expect(await countRows(t.database, 'admin_audit_log')).toBe(audits);
  });

  it('answers 404 to an unknown page', async () => {
    for (const res of [
      await publicPage('pricing'),
      await publicPage('cookies'),
      await admin('POST', 'cookies', c.admin, { title: 'Cookie policy' }),
      await admin('GET', 'pricing', c.admin),
      await admin('POST', 'pricing', c.admin, { title: 'X' }),
      await admin('POST', 'pricing/image', c.admin, form({}, await png(40, 40))),
      await admin('DELETE', 'pricing/image', c.admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This page does not exist.');
    }
    expect(await images()).toHaveLength(0);
  });
});

describe('page images', () => {
  it('sets, replaces and removes the one image of a page', async () => {
    const none = await admin('DELETE', 'about/image', c.admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This page has no image.');
    const set = await admin('POST', 'about/image', c.allowed, form({}, await png(2400, 800)));
    expect(set.statusCode).toBe(200);
    const url = set.json().page_content.image as string;
    const img = await t.app.inject(url);
    const meta = await sharp(img.rawPayload).metadata();
    expect([img.headers['content-type'], meta.width, meta.height]).toEqual([
      'image/webp',
      1920,
      640,
    ]);
    expect((await publicPage('about')).json()).toMatchObject({
      content: PAGE_CONTENT_DEFAULTS.about,
      image: url,
    });
    const next = await admin('POST', 'about/image', c.admin, form({}, await png(50, 50)));
    expect(await images()).toEqual([next.json().page_content.image.split('/').pop()]);
    const removed = await admin('DELETE', 'about/image', c.allowed);
    expect(removed.json()).toMatchObject({
      message: 'Deleted successfully.',
      page_content: { image: null },
    });
    expect(await images()).toHaveLength(0);
    const actions = await queryRows<{ action: string }>(
      t.database,
      "select action from admin_audit_log where target_id = 'about' order by created_at",
    );
    expect(actions.map((a) => a.action)).toEqual([
      'content.image_update',
      'content.image_update',
      'content.image_delete',
    ]);
  });

  it('refuses a missing or bad image and a body that is not multipart', async () => {
    const cases: [unknown, number, string][] = [
      [form({}), 400, 'An image is required.'],
      [
        form({}, Buffer.from('GIF89a not really')),
        400,
        'The image must be a PNG, JPEG or WebP file.',
      ],
      [{ image: 'x' }, 415, PAGE_CONTENT_TEXT.noFormData],
    ];
    for (const [payload, status, message] of cases) {
      const res = await admin('POST', 'rankings/image', c.admin, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await publicPage('rankings')).json().image).toBeNull();
  });
});
