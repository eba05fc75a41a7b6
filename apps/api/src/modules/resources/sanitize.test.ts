import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, fullAdminToken, png } from '../../../test/admins';
import { bearer } from '../../../test/accounts';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';

const HOSTILE = [
  '<h1>Title</h1><p onclick="steal()">Intro <b>bold</b> <i>it</i> <u>under</u></p>',
  '<script>alert("x")</script><SCRIPT src="https://evil.test/x.js"></SCRIPT>',
  '<img src="x" onerror="alert(1)"><svg onload="alert(2)"></svg>',
  '<style>body{display:none}</style><p style="position:fixed;top:0">styled</p>',
  '<a href="javascript:alert(3)">js link</a> <a href="JaVaScRiPt&colon;alert(4)">encoded</a>',
  '<a href="java\nscript:alert(5)">split</a> <a href="data:text/html,<script>alert(6)</script>">data</a>',
  '<a href="//evil.test/x">protocol relative</a>',
  '<a href="https://example.com/a" target="_blank" rel="opener" onmouseover="x()">ok link</a>',
  '<a href="mailto:hi@example.com" target="_top">mail</a> <a href="#/rankings">rankings</a>',
  '<iframe src="https://evil.test"></iframe><object data="x"></object><form action="/x"><input></form>',
  '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><h4>small</h4>',
].join('');

/** Nothing that can run script or restyle the page survives. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<object|<form|<input|<svg|<img/i);
  expect(html).not.toMatch(/\son\w+=/i);
  expect(html).not.toMatch(/javascript|vbscript|data:|&colon;/i);
  expect(html).not.toMatch(/style=|alert\(|steal|evil\.test/i);
}

describe('the rich-text allow-list', () => {
  it('keeps headings h2–h4, paragraphs, lists, emphasis, quotes and http(s)/mailto links', () => {
    const clean = sanitizeRichText(HOSTILE);
    expectHarmless(clean);
    expect(clean).toContain('<h2>Title</h2><p>Intro <b>bold</b> <i>it</i> <u>under</u></p>');
    expect(clean).toContain('<p>styled</p>');
    expect(clean).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">ok link</a>',
    );
    expect(clean).toContain('<a href="mailto:hi@example.com" rel="noopener noreferrer">mail</a>');
    expect(clean).toContain('<a href="#/rankings" rel="noopener noreferrer">rankings</a>');
    expect(clean).toContain('<a rel="noopener noreferrer">js link</a>');
    expect(clean).toContain('<a rel="noopener noreferrer">protocol relative</a>');
    expect(clean).toContain(
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><h4>small</h4>',
    );
  });

  it('turns the sanitized HTML into plain text for search and excerpts', () => {
    expect(
      richTextToPlain('<h2>A &amp; B</h2><p>x &lt; y</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('A & B x < y one two');
  });
});

describe('an article posted with hostile HTML', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is stored and served with none of the script, handlers, javascript: links or styles', async () => {
    const admin = bearer(await fullAdminToken(t));
    const fields = { title: 'Safe', category: 'Guides', description: HOSTILE };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/adminResources',
      headers: admin,
      payload: form(fields, await png(40, 30)),
    });
    expect(created.statusCode).toBe(201);
    const { id, description } = created.json().resource;
    expectHarmless(description);
    const [stored] = await queryRows<{ description: string; body_text: string }>(
      t.database,
      `select description, body_text from resources where id = '${id}'`,
    );
    expectHarmless(stored!.description);
    expect(stored!.body_text).not.toMatch(/alert|display:none/);
    const served = [
      (await t.app.inject({ url: `/api/v1/resources/${id}` })).json().resource.description,
      (await t.app.inject({ url: `/api/v1/admin/adminResources/${id}`, headers: admin })).json()
        .resource.description,
    ];
    for (const html of served) {
      expect(html).toBe(stored!.description);
      expectHarmless(html);
    }
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/adminResources/${id}`,
      headers: admin,
      payload: form({ description: `<p>Edited</p>${HOSTILE}` }),
    });
    expectHarmless(updated.json().resource.description);
    expect(updated.json().resource.description).toMatch(/^<p>Edited<\/p>/);
  });
});
