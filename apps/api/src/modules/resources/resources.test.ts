import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_TEXT } from '@degreeworth/core';
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
  c = await callersFor(t, 'resources');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const admin = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: Headers,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/adminResources${path}`,
    headers,
    payload: payload as never,
  });
const get = (url: string) => t.app.inject({ url: `/api/v1${url}` });
const valid = {
  title: 'Paying for college',
  category: 'Finance',
  sub_category: 'Loans',
  description: '<h2>Loans</h2><p>Federal loans come <strong>first</strong>.</p>',
};
const files = () => storedMedia(t.database, 'resources');
const create = async (fields: Record<string, string> = valid, headers = c.allowed) => {
  const res = await admin('POST', '', headers, form(fields, await png(40, 30)));
  expect(res.statusCode).toBe(201);
  return res.json().resource as { id: string; image: string; [k: string]: unknown };
};

describe('admin calls of /admin/adminResources', () => {
  it('refuse no token, a user token and a subadmin without "resources", recording nothing', async () => {
    const { id } = await create();
    const body = async () => form(valid, await png(40, 30));
    await expectRefused(t, c, 'resources', async (h) => admin('POST', '', h, await body()));
    await expectRefused(t, c, 'resources', async (h) => admin('POST', `/${id}`, h, await body()));
    await expectRefused(t, c, 'resources', (h) => admin('DELETE', `/${id}`, h));
    await expectRefused(t, c, 'resources', (h) => admin('GET', '', h));
    await expectRefused(t, c, 'resources', (h) => admin('GET', `/${id}`, h));
    expect((await admin('GET', `/${id}`, c.admin)).statusCode).toBe(200);
  });

  it('adds an article (201) with "Resource added successfully.", stores the image re-encoded and serves it', async () => {
    const res = await admin('POST', '', c.admin, form(valid, await png(2400, 1200)));
    expect(res.statusCode).toBe(201);
    const { message, resource } = res.json();
    expect(message).toBe('Resource added successfully.');
    expect(resource).toMatchObject({ ...valid, language: 'en', id: expect.any(String) });
    expect(resource.image).toMatch(/^\/api\/v1\/media\/resources\/[0-9a-f-]{36}-[\w-]+\.webp$/);
    const img = await t.app.inject(resource.image);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    const [entry] = await queryRows<{ action: string; after: { title: string } }>(
      t.database,
      `select action, after from admin_audit_log where target_id = '${resource.id}'`,
    );
    expect(entry).toMatchObject({ action: 'resource.create', after: { title: valid.title } });
    const list = (await admin('GET', '', c.allowed)).json();
    expect(list).toMatchObject({ page: 1, per_page: 20, total: 2 });
    expect(list.resources[0]).toEqual(resource);
  });

  it('updates only the fields sent; the image changes only when one is sent, and the old file goes', async () => {
    const before = await create();
    const text = await admin(
      'POST',
      `/${before.id}`,
      c.allowed,
      form({ title: 'New title', sub_category: '' }),
    );
    expect(text.statusCode).toBe(200);
    expect(text.json()).toMatchObject({
      message: 'Resource updated successfully.',
      resource: { ...valid, title: 'New title', sub_category: null, image: before.image },
    });
    const oldFile = before.image.split('/').pop()!;
    expect(await files()).toContain(oldFile);
    const pic = await admin(
      'POST',
      `/${before.id}`,
      c.allowed,
      form({}, await png(50, 50, '#fff')),
    );
    const after = pic.json().resource;
    expect(after).toMatchObject({ title: 'New title', description: valid.description });
    expect(after.image).not.toBe(before.image);
    expect(await files()).not.toContain(oldFile);
    expect((await t.app.inject(before.image)).statusCode).toBe(404);
    const [entry] = await queryRows<{ before: object; after: object }>(
      t.database,
      `select before, after from admin_audit_log where action = 'resource.update' and target_id = '${before.id}' order by created_at limit 1`,
    );
    expect(entry).toMatchObject({
      before: { title: valid.title, sub_category: 'Loans' },
      after: { title: 'New title', sub_category: null },
    });
  });

  it('deletes an article with its image; unknown ids are 404', async () => {
    const { id, image } = await create();
    const res = await admin('DELETE', `/${id}`, c.allowed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Resource deleted successfully.', id });
    expect(await files()).not.toContain(image.split('/').pop());
    expect((await get(`/resources/${id}`)).statusCode).toBe(404);
    for (const unknown of [id, 'not-a-uuid']) {
      for (const r of [
        await admin('DELETE', `/${unknown}`, c.admin),
        await admin('POST', `/${unknown}`, c.admin, form({ title: 'X' })),
        await admin('GET', `/${unknown}`, c.admin),
        await get(`/resources/${unknown}`),
      ]) {
        expect(r.statusCode).toBe(404);
        expect(r.json().message).toBe(RESOURCE_TEXT.notFound);
      }
    }
  });
});

describe('the language of an article', () => {
  it('is English when the form does not send one, and Spanish when it sends es', async () => {
    expect((await create()).language).toBe('en');
    const spanish = await create({ ...valid, title: 'Pagar la universidad', language: 'es' });
    expect(spanish.language).toBe('es');
    const stored = await admin('GET', `/${spanish.id}`, c.allowed);
    expect(stored.json().resource).toMatchObject({ title: 'Pagar la universidad', language: 'es' });
    expect((await get(`/resources/${spanish.id}`)).json().resource.language).toBe('es');
  });

  it('changes only when an update sends it', async () => {
    const { id } = await create();
    const toSpanish = await admin('POST', `/${id}`, c.allowed, form({ language: 'es' }));
    expect(toSpanish.statusCode).toBe(200);
    expect(toSpanish.json().resource).toMatchObject({ title: valid.title, language: 'es' });
    const titleOnly = await admin('POST', `/${id}`, c.allowed, form({ title: 'Préstamos' }));
    expect(titleOnly.json().resource).toMatchObject({ title: 'Préstamos', language: 'es' });
  });

  it('refuses a language other than en or es with 400 and changes nothing', async () => {
    const message = 'Language must be en (English) or es (Spanish).';
    const { id } = await create();
    const rows = await countRows(t.database, 'resources');
    const refused = [
      await admin('POST', '', c.admin, form({ ...valid, language: 'fr' }, await png(40, 30))),
      await admin('POST', `/${id}`, c.admin, form({ title: 'Nouveau', language: 'Spanish' })),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fieldErrors: { language: [message] },
      });
    }
    expect(await countRows(t.database, 'resources')).toBe(rows);
    expect((await admin('GET', `/${id}`, c.admin)).json().resource).toMatchObject({
      title: valid.title,
      language: 'en',
    });
  });
});

describe('bad input to /admin/adminResources', () => {
  it('refuses missing and too long fields and a missing image with 400 and the exact messages', async () => {
    const image = await png(40, 30);
    const cases: [Record<string, string>, Buffer | undefined, string, string][] = [
      [{ ...valid, title: ' ' }, image, 'title', 'This field is required.'],
      [
        { ...valid, title: 'x'.repeat(201) },
        image,
        'title',
        'Title must be at most 200 characters.',
      ],
      [
        { ...valid, category: 'x'.repeat(101) },
        image,
        'category',
        'Category must be at most 100 characters.',
      ],
      [
        { ...valid, description: 'x'.repeat(50_001) },
        image,
        'description',
        'Description must be at most 50,000 characters.',
      ],
      [
        { ...valid, description: '<script>alert(1)</script>' },
        image,
        'description',
        'This field is required.',
      ],
      [valid, undefined, 'image', 'An image is required.'],
    ];
    const rows = await countRows(t.database, 'resources');
    for (const [fields, img, field, message] of cases) {
      const res = await admin('POST', '', c.admin, form(fields, img));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fieldErrors: { [field]: [message] },
      });
    }
    const { id } = await create();
    const res = await admin('POST', `/${id}`, c.admin, form({ title: '' }));
    expect(res.json().message).toBe('This field is required.');
    expect(await countRows(t.database, 'resources')).toBe(rows + 1);
  });

  it('answers 415 to a JSON body and 400 to unreadable multipart data', async () => {
    const json = await admin('POST', '', c.admin, valid);
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(RESOURCE_TEXT.noFormData);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/adminResources',
      headers: { ...c.admin, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut off',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(
      'The form data could not be read. Send it as multipart form data.',
    );
  });

  it('leaves no row and no file for an upload that is not an image, nor when the database fails', async () => {
    const rows = await countRows(t.database, 'resources');
    const before = await files();
    const fake = await admin('POST', '', c.admin, form(valid, Buffer.from('<?php echo 1; ?>')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The image must be a PNG, JPEG or WebP file.');
    const { id, image } = await create();
    const withFile = await files();
    const badUpdate = await admin(
      'POST',
      `/${id}`,
      c.admin,
      form({ title: 'Z' }, Buffer.from('GIF89a')),
    );
    expect(badUpdate.statusCode).toBe(400);
    expect((await admin('GET', `/${id}`, c.admin)).json().resource).toMatchObject({
      title: valid.title,
      image,
    });

    await t.database.db.execute(
      sql.raw(
        "create function dw_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$",
      ),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger dw_fail before insert or update on resources for each row execute function dw_fail()',
      ),
    );
    try {
      expect((await admin('POST', '', c.admin, form(valid, await png(40, 30)))).statusCode).toBe(
        500,
      );
      expect((await admin('POST', `/${id}`, c.admin, form({}, await png(40, 30)))).statusCode).toBe(
        500,
      );
    } finally {
      await t.database.db.execute(sql.raw('drop trigger dw_fail on resources'));
    }
    expect(await files()).toEqual(withFile);
    expect(withFile.length).toBe(before.length + 1);
    expect(await countRows(t.database, 'resources')).toBe(rows + 1);
  });
});
