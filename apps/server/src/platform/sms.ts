/** Sends one-time codes. `console` (dev) logs and keeps an outbox; `twilio` is a real gateway. */
export type OtpSms = { dialCode: string; mobile: string; code: string };

export interface SmsProvider {
  readonly name: 'console' | 'twilio';
  sendOtp(sms: OtpSms): Promise<void>;
}

export type OutboxMessage = { mobile: string; dial_code: string; code: string; created_at: string };

const OUTBOX_LIMIT = 200;

export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  private readonly outbox: OutboxMessage[] = [];
  constructor(private readonly log: (line: string) => void) {}

  async sendOtp({ dialCode, mobile, code }: OtpSms): Promise<void> {
    this.outbox.unshift({ mobile, dial_code: dialCode, code, created_at: new Date().toISOString() });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_LIMIT);
    // Development only: the server refuses the console provider in production mode.
    this.log(`[sms:console] OTP for +${dialCode} ${mobile}: ${code}`);
  }

  /** Newest first. */
  messages(): OutboxMessage[] {
    return [...this.outbox];
  }
}

/** Twilio's Messages API over plain HTTPS; `apiBase` is configurable so tests can point it at a local server. */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio' as const;
  constructor(
    private readonly opts: { accountSid: string; authToken: string; from: string; apiBase: string },
  ) {}

  async sendOtp({ dialCode, mobile, code }: OtpSms): Promise<void> {
    const url = `${this.opts.apiBase}/2010-04-01/Accounts/${encodeURIComponent(this.opts.accountSid)}/Messages.json`;
    const body = new URLSearchParams({
      To: `+${dialCode}${mobile}`,
      From: this.opts.from,
      Body: `Your QuizRing code is ${code}. It expires in 5 minutes.`,
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.opts.accountSid}:${this.opts.authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
