import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file)
    fd.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return fd;
}
const update = (token: string, body: FormData) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/profile/update',
    headers: bearer(token),
    payload: body as never,
  });
const me = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/me', headers: bearer(token) })).json();

describe('POST /api/v1/user/profile/update', () => {
  it('updates the name and stores the image re-encoded as a 256×256 WebP it serves back', async () => {
    const token = await signUpVerified(t, 'pic@example.com');
    const res = await update(
      token,
      form({ name: 'Pia Picture' }, { name: 'me.png', type: 'image/png', data: await png() }),
    );
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user.name).toBe('Pia Picture');
    expect(user.image).toMatch(/^\/api\/v1\/media\/avatars\/[0-9a-f-]{36}-[\w-]+\.webp$/);
    const img = await t.app.inject(user.image);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('judges the file by its content: a text file named .png is refused and nothing changes', async () => {
    const token = await signUpVerified(t, 'fake@example.com', 'pass1234', 'Original Name');
    const res = await update(
      token,
      form(
        { name: 'Changed' },
        { name: 'x.png', type: 'image/png', data: Buffer.from('<?php echo 1; ?>') },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image must be a PNG, JPEG or WebP file.');
    expect(await me(token)).toMatchObject({ name: 'Original Name', image: null });
  });

  it('refuses a GIF and an image over 5 MB', async () => {
    const token = await signUpVerified(t, 'big@example.com');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(
      (await update(token, form({ name: 'A' }, { name: 'a.gif', type: 'image/gif', data: gif })))
        .statusCode,
    ).toBe(400);
    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await update(
      token,
      form({ name: 'A' }, { name: 'a.png', type: 'image/png', data: huge }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image must be at most 5 MB.');
  });

  it('refuses an image over 4096 pixels on a side from its header, however small the file', async () => {
    const token = await signUpVerified(t, 'wide@example.com', 'pass1234', 'Wide Original');
    // 25 megapixels (100 MB to decode as RGBA) in about a third of a megabyte of PNG.
    const big = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeLessThan(1024 * 1024);
    const strip = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
    for (const data of [big, await strip(4097, 8), await strip(8, 4097)]) {
      const res = await update(
        token,
        form({ name: 'Changed' }, { name: 'big.png', type: 'image/png', data }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The image must be at most 4096 × 4096 pixels.');
    }
    expect(await me(token)).toMatchObject({ name: 'Wide Original', image: null });
    const edge = await update(
      token,
      form({ name: 'Edge' }, { name: 'e.png', type: 'image/png', data: await strip(4096, 8) }),
    );
    expect(edge.statusCode).toBe(200);
  });

  it('takes 20 image uploads an hour from one account, then answers 429 and changes nothing', async () => {
    const token = await signUpVerified(t, 'uploader@example.com');
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const upload = (who: string, name: string) =>
      update(who, form({ name }, { name: 'me.png', type: 'image/png', data: tiny }));
    for (let i = 1; i <= 20; i++) expect((await upload(token, `Try ${i}`)).statusCode).toBe(200);
    const refused = await upload(token, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many image uploads. Please wait 60 minutes and try again.',
    });
    expect((await me(token)).name).toBe('Try 20');
    // A name alone is no upload, and the limit is the account's, not everyone's.
    expect((await update(token, form({ name: 'Name only' }))).statusCode).toBe(200);
    const other = await signUpVerified(t, 'other-uploader@example.com');
    expect((await upload(other, 'Other')).statusCode).toBe(200);
  });

  it('requires a name and a token, and only ever changes the caller', async () => {
    const a = await signUpVerified(t, 'owner-a@example.com', 'pass1234', 'Alice');
    const b = await signUpVerified(t, 'owner-b@example.com', 'pass1234', 'Bob');
    const empty = await update(a, form({ name: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ name: ['This field is required.'] });
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/update',
      payload: form({ name: 'X' }) as never,
    });
    expect(anon.statusCode).toBe(401);
    expect(
      (await update(a, form({ name: 'Alice Renamed', email: 'owner-b@example.com', id: 'x' })))
        .statusCode,
    ).toBe(200);
    expect((await me(a)).name).toBe('Alice Renamed');
    expect(await me(b)).toMatchObject({ name: 'Bob', email: 'owner-b@example.com' });
  });
});

describe('POST /api/v1/user/password', () => {
  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const current = await signUpVerified(t, 'changer@example.com', 'first-pass');
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { email: 'changer@example.com', password: 'first-pass' },
      })
    ).json().token;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(current),
      payload: {
        current_password: 'nope',
        password: 'second-pass',
        password_confirmation: 'second-pass',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(current),
      payload: {
        current_password: 'first-pass',
        password: 'second-pass',
        password_confirmation: 'second-pass',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(other) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(current) })).statusCode).toBe(
      200,
    );
  });
});
