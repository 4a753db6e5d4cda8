// Hostile avatar uploads: files that only pretend to be pictures, pictures that claim enormous
// dimensions in a few bytes, files over the 5 MB limit, SVG with script. Each is refused with a clear message in the
// envelope and changes nothing; what is stored is always a fresh 256×256 WebP, never the bytes that came in.
// avatars.test.ts covers the everyday cases (formats, EXIF rotation, presets, replacement).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@quizring/contracts';
import { AVATAR_MSG } from '../../src/features/avatars/image.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { multipart, send, student } from './support.ts';
import type { Student } from './support.ts';

// ---- Files made by hand ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A well-formed PNG header that declares `width`×`height` RGB pixels, with one tiny compressed row: ~100 bytes. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * 64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF0) is rewritten to claim `width`×`height`. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .jpeg({ progressive: false })
      .toBuffer(),
  );
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A PNG with a text chunk carrying `note`, the way an editor leaves comments in a picture. */
async function pngWithText(note: string): Promise<Buffer> {
  const plain = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c05030' } })
    .png()
    .toBuffer();
  const iend = plain.length - 12;
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${note}`, 'latin1'));
  return Buffer.concat([plain.subarray(0, iend), text, plain.subarray(iend)]);
}

const SCRIPT = '<script>window.__xss=1</script>';

const SVG_WITH_SCRIPT = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" onload="window.__xss=1">` +
    `<rect width="256" height="256" fill="red"/>${SCRIPT}</svg>`,
);

describe.each(DATABASES)('avatar uploads under attack on %s', (kind) => {
  let t: TestApp;
  let s: Student;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await student(t.app, 'free');
  });
  afterAll(async () => t.close());

  async function upload(file: Buffer, filename: string, type: string) {
    const { payload, contentType } = await multipart([{ name: 'avatar', file, filename, type }]);
    return send(t.app, {
      method: 'POST',
      url: '/api/profile-avatar-update',
      token: s.token,
      payload,
      headers: { 'content-type': contentType },
    });
  }

  const avatarNow = async () =>
    (
      await t.app.ctx.db
        .selectFrom('users')
        .select('avatar')
        .where('id', '=', s.user.id)
        .executeTakeFirstOrThrow()
    ).avatar;

  async function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
    expect(res.status, res.text).toBe(status);
    expect(res.json).toEqual({ status: 'error', message: { error: [message] } });
  }

  it.each([
    ['a text file named .png', Buffer.from('just some text, honestly a picture'), 'photo.png', 'image/png'],
    [
      'an HTML page named .jpg',
      Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`),
      'a.jpg',
      'image/jpeg',
    ],
    ['an SVG with script', SVG_WITH_SCRIPT, 'avatar.svg', 'image/svg+xml'],
    ['an SVG with script named .png', SVG_WITH_SCRIPT, 'avatar.png', 'image/png'],
    [
      'a GIF/JavaScript polyglot',
      Buffer.from(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;${SCRIPT}`),
      'x.gif',
      'image/gif',
    ],
    [
      'a PDF named .png',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'doc.png',
      'image/png',
    ],
  ])('refuses %s as not a picture', async (_name, file, filename, type) => {
    const before = await avatarNow();
    await expectRefused(await upload(file, filename, type), 422, AVATAR_MSG.notAnImage);
    expect(await avatarNow()).toBe(before);
  });

  it('refuses picture formats it does not store (TIFF), by content', async () => {
    const tiff = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123' } })
      .tiff()
      .toBuffer();
    await expectRefused(await upload(tiff, 'me.png', 'image/png'), 422, AVATAR_MSG.notAnImage);
  });

  it('refuses a PNG whose header claims 50000×50000 pixels, without decoding it', async () => {
    const bomb = pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    const claims = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(claims).toMatchObject({ format: 'png', width: 50_000, height: 50_000 });
    const started = Date.now();
    await expectRefused(await upload(bomb, 'bomb.png', 'image/png'), 422, AVATAR_MSG.tooManyPixels);
    expect(Date.now() - started, 'the refusal must not decode 2.5 gigapixels').toBeLessThan(2_000);
  });

  it('refuses a JPEG whose header claims 65000×65000 pixels', async () => {
    const bomb = await jpegClaiming(65_000, 65_000);
    const claims = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(claims).toMatchObject({ format: 'jpeg', width: 65_000, height: 65_000 });
    await expectRefused(await upload(bomb, 'bomb.jpg', 'image/jpeg'), 422, AVATAR_MSG.tooManyPixels);
  });

  it('refuses a PNG that starts right and then breaks, as unreadable', async () => {
    const real = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([real.subarray(0, 60), randomBytes(500)]);
    const res = await upload(broken, 'broken.png', 'image/png');
    expect(res.status, res.text).toBe(422);
    expect((res.json as { message: { error: string[] } }).message.error[0]).toMatch(
      /^(The avatar image could not be read|The avatar must be a JPEG, PNG or WebP image)/,
    );
  });

  it('refuses a 6 MB picture with 413, before reading it', async () => {
    const [w, h] = [1500, 1400];
    const noisy = await sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(AVATAR_MAX_BYTES);
    expect(noisy.length).toBeLessThan(7 * 1024 * 1024);
    await expectRefused(await upload(noisy, 'big.png', 'image/png'), 413, AVATAR_MSG.tooLarge);
    // A raw body of the same size without multipart is refused by the body limit, also in the envelope.
    const raw = await send(t.app, {
      method: 'POST',
      url: '/api/profile-avatar-update',
      token: s.token,
      payload: noisy,
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(413);
    expect(raw.json).toMatchObject({ status: 'error', message: { error: [expect.any(String)] } });
  });

  it('stores a re-encoded 256×256 WebP: new bytes, no metadata, no text that came with the upload', async () => {
    const note = `${SCRIPT} GPS 12.9716,77.5946`;
    const withText = await pngWithText(note);
    expect(withText.includes(Buffer.from(SCRIPT))).toBe(true);
    // A picture with trailing HTML after its end, sent with a lying content type and a hostile file name.
    const polyglot = Buffer.concat([withText, Buffer.from(`<html>${SCRIPT}</html>`)]);
    const res = await upload(polyglot, `../../${SCRIPT}.png`, 'text/html');
    expect(res.status, res.text).toBe(200);
    const name = await avatarNow();
    expect(name).toMatch(new RegExp(`^u${s.user.id}-[0-9a-f]{16}\\.webp$`));

    const row = await t.app.ctx.db
      .selectFrom('avatars')
      .select(['content_type', 'data'])
      .where('file_name', '=', name!)
      .executeTakeFirstOrThrow();
    const stored = Buffer.from(row.data);
    expect(row.content_type).toBe('image/webp');
    expect(stored.equals(polyglot)).toBe(false);
    expect(stored.includes(Buffer.from('script'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.comments ?? []).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url: `/media/avatars/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('drops the EXIF block of a camera picture, position included', async () => {
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#5a5' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', Copyright: SCRIPT } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes(Buffer.from('SpyCam'))).toBe(true);
    const res = await upload(jpeg, 'camera.jpg', 'image/jpeg');
    expect(res.status, res.text).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('avatars')
      .select('data')
      .where('file_name', '=', (await avatarNow())!)
      .executeTakeFirstOrThrow();
    const stored = Buffer.from(row.data);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
  });
});
