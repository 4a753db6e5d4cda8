import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import { call, createTestApp, DATABASES, registerStudent } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

type Json = { status: string; message: unknown; data?: { user: { id: number; avatar: string | null } } };
type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

/** A multipart/form-data body the way a browser's FormData sends it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if ('file' in p) form.append(p.name, new Blob([new Uint8Array(p.file)], { type: p.type }), p.filename);
    else form.append(p.name, p.value);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe.each(DATABASES)('avatars on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function upload(token: string | undefined, parts: Part[]) {
    const { payload, contentType } = await multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile-avatar-update',
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.statusCode, body: res.json<Json>() };
  }
  const file = (data: Buffer, filename = 'me.png', type = 'image/png'): Part => ({
    name: 'avatar',
    file: data,
    filename,
    type,
  });
  const media = (name: string) => t.app.inject({ method: 'GET', url: `/media/avatars/${name}` });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores an uploaded %s as a 256×256 WebP served from the media path',
    async (format) => {
      const s = await registerStudent(t.app);
      const res = await upload(s.token, [file(await picture(format), `me.${format}`, `image/${format}`)]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', data: { user: { id: s.user.id } } });
      const avatar = res.body.data!.user.avatar!;
      expect(avatar).toMatch(new RegExp(`^u${s.user.id}-[0-9a-f]{16}\\.webp$`));

      const served = await media(avatar);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      // The profile shows the same file name.
      const info = await call(t.app, 'GET', '/api/user-info', { token: s.token });
      expect((info.body.data as { user: { avatar: string } }).user.avatar).toBe(avatar);
    },
  );

  it('applies the EXIF orientation before cropping', async () => {
    const s = await registerStudent(t.app);
    // A wide picture, left half black and right half white, tagged "rotate 90° clockwise" (orientation 6).
    const wide = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } })
      .composite([
        {
          input: { create: { width: 200, height: 200, channels: 3, background: '#fff' } },
          left: 200,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(s.token, [file(wide, 'me.jpg', 'image/jpeg')]);
    expect(res.status).toBe(200);
    const served = await media(res.body.data!.user.avatar!);
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    // Rotated upright the picture is tall: black on top, white below; the square crop keeps the middle.
    expect(at(128, 20)).toBeLessThan(60);
    expect(at(128, 236)).toBeGreaterThan(200);
  });

  it('replaces the previous upload and deletes its file', async () => {
    const s = await registerStudent(t.app);
    const first = (await upload(s.token, [file(await picture('png'))])).body.data!.user.avatar!;
    const second = (await upload(s.token, [file(await picture('jpeg'), 'b.jpg', 'image/jpeg')])).body.data!
      .user.avatar!;
    expect(second).not.toBe(first);
    expect((await media(second)).statusCode).toBe(200);
    const gone = await media(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: 'error', message: { error: ['Avatar not found.'] } });
    const rows = await t.app.ctx.db
      .selectFrom('avatars')
      .select('file_name')
      .where('user_id', '=', s.user.id)
      .execute();
    expect(rows.map((r) => r.file_name)).toEqual([second]);
  });

  it('refuses a text file renamed to .png, and other image types, by content', async () => {
    const s = await registerStudent(t.app);
    for (const bad of [
      file(Buffer.from('hello, I am not a picture'), 'photo.png', 'image/png'),
      file(await picture('gif'), 'anim.png', 'image/png'),
      file(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'x.png',
        'image/png',
      ),
    ]) {
      const res = await upload(s.token, [bad]);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        status: 'error',
        message: { error: ['The avatar must be a JPEG, PNG or WebP image.'] },
      });
    }
    expect((await call(t.app, 'GET', '/api/user-info', { token: s.token })).body.data).toMatchObject({
      user: { avatar: null },
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const s = await registerStudent(t.app);
    const res = await upload(s.token, [file(randomBytes(6 * 1024 * 1024), 'huge.png')]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      status: 'error',
      message: { error: ['The avatar may not be larger than 5 MB.'] },
    });
  });

  it('refuses pictures of absurd dimensions before decoding them', async () => {
    const s = await registerStudent(t.app);
    // 8000×6000 of one colour: a small file, 48 megapixels.
    const big = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(s.token, [file(big)]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 'error',
      message: { error: ['The avatar picture is too big: at most 40 megapixels.'] },
    });
  });

  it('sets a preset, which replaces an uploaded picture', async () => {
    const s = await registerStudent(t.app);
    const uploaded = (await upload(s.token, [file(await picture('png'))])).body.data!.user.avatar!;
    const res = await upload(s.token, [{ name: 'preset', value: 'a3' }]);
    expect(res.status).toBe(200);
    expect(res.body.data!.user.avatar).toBe('a3.png');
    expect((await media(uploaded)).statusCode).toBe(404);
    const preset = await media('a3.png');
    expect(preset.statusCode).toBe(200);
    expect(preset.headers['content-type']).toBe('image/png');
    expect((await sharp(preset.rawPayload).metadata()).format).toBe('png');
  });

  it('accepts a preset as JSON too, and refuses unknown presets', async () => {
    const s = await registerStudent(t.app);
    const json = await call(t.app, 'POST', '/api/profile-avatar-update', {
      token: s.token,
      body: { preset: 'a10' },
    });
    expect(json.status).toBe(200);
    expect((json.body.data as { user: { avatar: string } }).user.avatar).toBe('a10.png');
    for (const preset of ['a11', 'a0', '../a1', 'x']) {
      const res = await upload(s.token, [{ name: 'preset', value: preset }]);
      expect(res.status, preset).toBe(422);
      expect(res.body.message).toEqual({ error: ['The preset must be one of a1 to a10.'] });
    }
  });

  it("answers 'No avatar selected' when neither a file nor a preset comes", async () => {
    const s = await registerStudent(t.app);
    for (const res of [
      await upload(s.token, [{ name: 'other', value: 'x' }]),
      await upload(s.token, [file(Buffer.alloc(0), '')]),
      await call(t.app, 'POST', '/api/profile-avatar-update', { token: s.token, body: {} }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ status: 'error', message: { error: ['No avatar selected'] } });
    }
  });

  it('refuses two files in one upload and calls without a token', async () => {
    const s = await registerStudent(t.app);
    const two = await upload(s.token, [file(await picture('png')), file(await picture('png'), 'b.png')]);
    expect(two.status).toBe(413);
    expect(two.body.status).toBe('error');
    expect((await upload(undefined, [{ name: 'preset', value: 'a1' }])).status).toBe(401);
  });

  it("a student changes only their own avatar, and another's file stays served", async () => {
    const a = await registerStudent(t.app);
    const b = await registerStudent(t.app);
    const bFile = (await upload(b.token, [file(await picture('png'))])).body.data!.user.avatar!;
    const aRes = await upload(a.token, [file(await picture('jpeg'), 'a.jpg', 'image/jpeg')]);
    expect(aRes.body.data!.user.id).toBe(a.user.id);
    await upload(a.token, [{ name: 'preset', value: 'a2' }]);
    expect((await media(bFile)).statusCode).toBe(200);
    const bInfo = await call(t.app, 'GET', '/api/user-info', { token: b.token });
    expect((bInfo.body.data as { user: { avatar: string } }).user.avatar).toBe(bFile);
  });

  it('answers unknown media names with a 404 envelope', async () => {
    for (const name of [
      'a11.png',
      'u1-0000000000000000.webp',
      'nothing',
      '..%2F..%2Fpackage.json',
      'a1.PNG',
    ]) {
      const res = await media(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
  });

  // Found by the fuzzer: busboy's parse errors used to leave as a 500.
  it('refuses a broken multipart form with 400 in the envelope', async () => {
    const s = await registerStudent(t.app);
    const part = 'Content-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nxyz';
    for (const payload of [
      // Bare LF line ends, an unclosed form, a header line that never ends.
      '--b\nContent-Disposition: form-data; name="avatar"\n\nxyz\n--b--\n',
      `--b\r\n${part}\r\n`,
      '--b\r\nContent-Disposition: form-data; name="avatar"',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile-avatar-update',
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${s.token}` },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({
        status: 'error',
        message: { error: ['The upload is not a valid multipart form.'] },
      });
    }
  });
});
