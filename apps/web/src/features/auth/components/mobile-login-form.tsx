import { useEffect, useReducer, useRef } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MSG, OTP_LENGTH, OTP_TTL_SECONDS } from '@quizring/contracts';
import type { DialCode } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { AUTH_ERROR_TOAST } from '@/lib/session/session-api';
import { authErrorMessage, loginWithOtp, resendWaitOf, sendOtp } from '../api/auth-api';
import type { SignInData } from '@/lib/session/session-api';
import { MobileNumberFields } from './mobile-number-fields';

/** A code sent to `to` (dial code and number): when another may be asked for, and whether it is still worth typing. */
export type SentCode = { to: string; resendAt: number; expiresAt: number };

export type MobileLoginState = {
  dialCode: DialCode;
  mobile: string;
  otp: string;
  step: 'number' | 'code';
  sent: SentCode | null;
};

type Props = {
  state: MobileLoginState;
  onChange: (next: MobileLoginState) => void;
  onSignedIn: (data: SignInData) => void;
};

const numberOf = (s: Pick<MobileLoginState, 'dialCode' | 'mobile'>) => `+${s.dialCode} ${s.mobile.trim()}`;

const secondsUntil = (at: number | null) =>
  at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Whole seconds left until `at` (0 once it has passed), rendered again once a second while there are any. */
function useSecondsUntil(at: number | null): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (secondsUntil(at) === 0) return;
    const timer = setInterval(() => {
      tick();
      if (secondsUntil(at) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return secondsUntil(at);
}

/** Mobile tab: step one sends a one-time code to the number, step two signs in with it. */
export function MobileLoginForm({ state, onChange, onSignedIn }: Props) {
  const set = (patch: Partial<MobileLoginState>) => onChange({ ...state, ...patch });
  const mobile = state.mobile.trim();
  const otp = state.otp.trim();
  // A code sent to the number now typed, and still alive: it can be typed again after going back.
  const sent = state.sent?.to === numberOf(state) && state.sent.expiresAt > Date.now() ? state.sent : null;
  const resendIn = useSecondsUntil(sent?.resendAt ?? null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const wasCodeStep = useRef(state.step === 'code');

  // Back from the code step: focus returns to the number, where the countdown and the way back to the code are.
  useEffect(() => {
    if (wasCodeStep.current && state.step === 'number') mobileRef.current?.focus();
    wasCodeStep.current = state.step === 'code';
  }, [state.step]);

  const send = useMutation({
    mutationFn: sendOtp,
    onSuccess: ({ expires_in, resend_in }) => {
      toast.success(MSG.otpSent);
      const now = Date.now();
      set({
        step: 'code',
        otp: '',
        sent: { to: numberOf(state), resendAt: now + resend_in * 1000, expiresAt: now + expires_in * 1000 },
      });
    },
    onError: (err) => {
      toast.error(authErrorMessage(err, MSG.sendOtpFailed), { id: AUTH_ERROR_TOAST });
      // Refused as too soon (say, after a reload): a code is on its way, so offer the countdown and its entry.
      const wait = resendWaitOf(err);
      if (wait !== null) {
        const now = Date.now();
        const sentTo = numberOf(state);
        set({ sent: { to: sentTo, resendAt: now + wait * 1000, expiresAt: now + OTP_TTL_SECONDS * 1000 } });
      }
    },
  });
  const verify = useMutation({
    mutationFn: loginWithOtp,
    onSuccess: onSignedIn,
    onError: (err) => toast.error(authErrorMessage(err, MSG.loginFailed), { id: AUTH_ERROR_TOAST }),
  });

  const onSendOtp = (e: FormEvent) => {
    e.preventDefault();
    if (mobile && resendIn === 0 && !send.isPending) send.mutate({ mobile, dial_code: state.dialCode });
  };
  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    if (mobile && otp && !verify.isPending) verify.mutate({ mobile, dial_code: state.dialCode, otp });
  };

  const resendText = resendIn > 0 ? MSG.otpResendIn(resendIn) : MSG.otpResendNow;

  if (state.step === 'number') {
    return (
      <form onSubmit={onSendOtp} className="space-y-4" noValidate>
        <MobileNumberFields
          dialCodeId="login-dial-code"
          dialCode={state.dialCode}
          onDialCodeChange={(dialCode) => set({ dialCode })}
          mobile={state.mobile}
          onMobileChange={(mobile) => set({ mobile })}
          mobileRef={mobileRef}
        />
        <Button
          type="submit"
          disabled={!mobile || resendIn > 0}
          aria-describedby={sent ? 'login-otp-resend' : undefined}
          isPending={send.isPending}
          spinnerLabel="Sending…"
          className="w-full"
        >
          Send OTP
        </Button>
        {sent ? (
          <div className="space-y-2 text-center">
            <p id="login-otp-resend" className="text-sm text-slate-700">
              {resendText}
            </p>
            <button
              type="button"
              onClick={() => set({ step: 'code', otp: '' })}
              className="block w-full rounded text-center text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              {MSG.enterSentOtp}
            </button>
          </div>
        ) : null}
      </form>
    );
  }

  return (
    <form onSubmit={onVerify} className="space-y-4" noValidate>
      <p className="text-sm text-slate-700">
        Code sent to <span className="font-semibold">{numberOf(state)}</span>
      </p>
      <TextField
        label="One-time code"
        name="otp"
        placeholder="Enter 6-digit OTP"
        maxLength={OTP_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        autoFocus
        value={state.otp}
        onChange={(e) => set({ otp: e.target.value.slice(0, OTP_LENGTH) })}
      />
      <Button
        type="submit"
        disabled={!otp}
        isPending={verify.isPending}
        spinnerLabel="Verifying…"
        className="w-full"
      >
        Verify &amp; Sign In
      </Button>
      {sent ? <p className="text-center text-sm text-slate-700">{resendText}</p> : null}
      <button
        type="button"
        onClick={() => set({ step: 'number', otp: '' })}
        className="block w-full rounded text-center text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
      >
        Back to Mobile Number
      </button>
    </form>
  );
}
