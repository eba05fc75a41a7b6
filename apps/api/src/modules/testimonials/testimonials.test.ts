import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTIMONIAL_TEXT } from '@degreeworth/core';
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
  c = await callersFor(t, 'testimonials');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: object,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/adminTestimonial${path}`,
    headers: headers as Record<string, string>,
    payload: payload as never,
  });
const valid = {
  name: 'Maya Lopez',
  testimonial: 'DegreeWorth showed me\nwhat my loans would cost.',
  designation: 'Student, Class of 2026',
};
const files = () => storedMedia(t.database, 'testimonials');
const create = async (fields: Record<string, string> = valid) => {
  const res = await call('POST', '', c.allowed, form(fields, await png(300, 400)));
  expect(res.statusCode).toBe(201);
  return res.json().testimonial as { id: string; image: string };
};

describe('/admin/adminTestimonial', () => {
  it('refuses no token, a user token and a subadmin without "testimonials", recording nothing', async () => {
    const { id } = await create();
    const body = async () => form(valid, await png(40, 40));
    await expectRefused(t, c, 'testimonials', async (h) => call('POST', '', h, await body()));
    await expectRefused(t, c, 'testimonials', (h) => call('GET', '', h));
    await expectRefused(t, c, 'testimonials', async (h) => call('POST', `/${id}`, h, await body()));
    await expectRefused(t, c, 'testimonials', (h) => call('DELETE', `/${id}`, h));
  });

  it('adds (201), lists, updates and deletes with their success messages, and the home page reads them', async () => {
    const added = await call('POST', '', c.admin, form(valid, await png(300, 400)));
    expect(added.statusCode).toBe(201);
    const { message, testimonial } = added.json();
    expect(message).toBe('Testimonial added successfully.');
    expect(testimonial).toMatchObject(valid);
    const img = await t.app.inject(testimonial.image);
    const meta = await sharp(img.rawPayload).metadata();
    expect([img.headers['content-type'], meta.width, meta.height]).toEqual([
      'image/webp',
      256,
      256,
    ]);
    const listed = (await call('GET', '', c.allowed)).json().testimonials;
    expect(listed[0]).toEqual(testimonial);
    const home = await t.app.inject({ url: '/api/v1/testimonials' });
    expect(home.statusCode).toBe(200);
    expect(home.json().testimonials[0]).toEqual(testimonial);

    const updated = await call(
      'POST',
      `/${testimonial.id}`,
      c.allowed,
      form({ designation: 'Parent' }),
    );
    expect(updated.json()).toMatchObject({
      message: 'Testimonial updated successfully.',
      testimonial: { ...valid, designation: 'Parent', image: testimonial.image },
    });
    const [entry] = await queryRows<{ before: object; after: object }>(
      t.database,
      `select before, after from admin_audit_log where action = 'testimonial.update' and target_id = '${testimonial.id}'`,
    );
    expect(entry).toMatchObject({
      before: { designation: valid.designation },
      after: { designation: 'Parent' },
    });
    const pic = await call('POST', `/${testimonial.id}`, c.allowed, form({}, await png(64, 64)));
    expect(pic.json().testimonial.image).not.toBe(testimonial.image);
    expect(await files()).not.toContain(testimonial.image.split('/').pop());

    const removed = await call('DELETE', `/${testimonial.id}`, c.allowed);
    expect(removed.json()).toEqual({
      message: 'Testimonial deleted successfully.',
      id: testimonial.id,
    });
    expect(await files()).not.toContain(pic.json().testimonial.image.split('/').pop());
    const ids = (await t.app.inject({ url: '/api/v1/testimonials' }))
      .json()
      .testimonials.map((x: { id: string }) => x.id);
    expect(ids).not.toContain(testimonial.id);
  });

  it('answers 404 to unknown ids and 400 with exact messages to bad input, storing nothing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      for (const res of [
        await call('DELETE', `/${id}`, c.admin),
        await call('POST', `/${id}`, c.admin, form({ name: 'A' })),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(TESTIMONIAL_TEXT.notFound);
      }
    }
    const rows = await countRows(t.database, 'testimonials');
    const before = (await files()).length;
    const image = await png(40, 40);
    const cases: [Record<string, string>, Buffer | undefined, string][] = [
      [{ ...valid, name: '' }, image, 'This field is required.'],
      [
        { ...valid, testimonial: 'x'.repeat(2001) },
        image,
        'Testimonial must be at most 2,000 characters.',
      ],
      [
        { ...valid, designation: 'x'.repeat(101) },
        image,
        'Designation must be at most 100 characters.',
      ],
      [
        { ...valid, name: 'Bad\u0007Name' },
        image,
        'Please remove the control characters (invisible formatting) from this text.',
      ],
      [valid, undefined, 'An image is required.'],
      [valid, Buffer.from('not an image at all'), 'The image must be a PNG, JPEG or WebP file.'],
    ];
    for (const [fields, img, message] of cases) {
      const res = await call('POST', '', c.admin, form(fields, img));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const json = await call('POST', '', c.admin, valid);
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(TESTIMONIAL_TEXT.noFormData);
    expect(await countRows(t.database, 'testimonials')).toBe(rows);
    expect(await files()).toHaveLength(before);
  });
});
