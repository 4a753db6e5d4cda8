import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwilioSmsProvider } from '../src/platform/sms.ts';
import { call, createTestApp, registerStudent } from './support/test-app.ts';

type Seen = { method?: string; url?: string; auth?: string; body: string };

describe('Twilio SMS adapter', () => {
  const seen: Seen[] = [];
  let status = 201;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () =>
    new TwilioSmsProvider({ accountSid: 'AC123', authToken: 'tok', from: '+15550001111', apiBase: base });

  it("posts the code to Twilio's Messages API with basic auth", async () => {
    await provider().sendOtp({ dialCode: '91', mobile: '9876543210', code: '424242' });
    const req = seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    const form = new URLSearchParams(req.body);
    expect(form.get('To')).toBe('+919876543210');
    expect(form.get('From')).toBe('+15550001111');
    expect(form.get('Body')).toContain('424242');
  });

  it('turns a gateway failure into a clear 502 for the student, and no code is left usable', async () => {
    status = 500;
    await expect(provider().sendOtp({ dialCode: '91', mobile: '9876543210', code: '1' })).rejects.toThrow(
      /500/,
    );
    const t = await createTestApp('sqlite', {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM_NUMBER: '+15550001111',
      TWILIO_API_BASE: base,
    });
    // createTestApp injects the console provider; this app must use the configured gateway instead.
    t.app.ctx.sms = provider();
    const s = await registerStudent(t.app);
    const res = await call(t.app, 'POST', '/api/mobile/send-otp', {
      body: { mobile: s.payload.mobile, dial_code: '91' },
    });
    expect(res.status).toBe(502);
    expect(res.body.message).toEqual({ error: ['We could not send the OTP right now. Please try again.'] });
    const rows = await t.app.ctx.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('mobile', '=', s.payload.mobile)
      .execute();
    expect(rows).toEqual([]);
    // Once the gateway is back, the student may ask again at once.
    status = 201;
    const again = await call(t.app, 'POST', '/api/mobile/send-otp', {
      body: { mobile: s.payload.mobile, dial_code: '91' },
    });
    expect(again.status).toBe(200);
    await t.close();
  });
});
