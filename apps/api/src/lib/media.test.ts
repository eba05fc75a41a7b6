import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, storedMedia, type TestContext } from '../../test/helpers';
import { copyMediaFilesIntoDatabase } from './media';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('images an earlier version stored as files in DATA_DIR/media', () => {
  it('are copied into the database once and served from it; other files are left alone', async () => {
    const mediaDir = join(t.dataDir, 'media');
    const webp = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#0f766e' },
    })
      .webp()
      .toBuffer();
    const file = `${randomUUID()}-AbCdEfGh12.webp`;
    mkdirSync(join(mediaDir, 'resources'), { recursive: true });
    writeFileSync(join(mediaDir, 'resources', file), webp);
    writeFileSync(join(mediaDir, 'resources', `.${file}.tmp`), 'half written');
    writeFileSync(join(mediaDir, 'resources', 'notes.txt'), 'not an image');

    expect(await copyMediaFilesIntoDatabase(t.database.db, mediaDir)).toBe(1);
    expect(await storedMedia(t.database, 'resources')).toEqual([file]);
    // Every start runs it again: what is stored already is not copied twice.
    expect(await copyMediaFilesIntoDatabase(t.database.db, mediaDir)).toBe(0);

    const served = await t.app.inject(`/api/v1/media/resources/${file}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(webp)).toBe(true);
  });

  it('is nothing to do without the folder', async () => {
    expect(await copyMediaFilesIntoDatabase(t.database.db, join(t.dataDir, 'no-media'))).toBe(0);
  });
});

describe('a stored image', () => {
  it('is 404 with the text when no such image is stored', async () => {
    const gone = await t.app.inject(`/api/v1/media/content/${randomUUID()}-AbCdEfGh12.webp`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This image does not exist.');
  });

  it('is never looked up under a name no upload could have (a path, another type)', async () => {
    for (const url of ['/api/v1/media/avatars/..%2Fjwt-secret', '/api/v1/media/avatars/x.png']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
