import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MSG, OTP_LENGTH } from '@quizring/contracts';
import type { DialCode } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { authErrorMessage, loginWithOtp, sendOtp } from '../api/auth-api';
import type { SignInData } from '../api/auth-api';
import { MobileNumberFields } from './mobile-number-fields';

export type MobileLoginState = { dialCode: DialCode; mobile: string; otp: string; step: 'number' | 'code' };

type Props = {
  state: MobileLoginState;
  onChange: (next: MobileLoginState) => void;
  onSignedIn: (data: SignInData) => void;
};

/** Mobile tab: step one sends a one-time code to the number, step two signs in with it. */
export function MobileLoginForm({ state, onChange, onSignedIn }: Props) {
  const set = (patch: Partial<MobileLoginState>) => onChange({ ...state, ...patch });
  const send = useMutation({
    mutationFn: sendOtp,
    onSuccess: () => {
      toast.success(MSG.otpSent);
      set({ step: 'code', otp: '' });
    },
    onError: (err) => toast.error(authErrorMessage(err, MSG.sendOtpFailed)),
  });
  const verify = useMutation({
    mutationFn: loginWithOtp,
    onSuccess: onSignedIn,
    onError: (err) => toast.error(authErrorMessage(err, MSG.loginFailed)),
  });
  const mobile = state.mobile.trim();
  const otp = state.otp.trim();

  const onSendOtp = (e: FormEvent) => {
    e.preventDefault();
    if (mobile && !send.isPending) send.mutate({ mobile, dial_code: state.dialCode });
  };
  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    if (mobile && otp && !verify.isPending) verify.mutate({ mobile, dial_code: state.dialCode, otp });
  };

  if (state.step === 'number') {
    return (
      <form onSubmit={onSendOtp} className="space-y-4" noValidate>
        <MobileNumberFields
          dialCodeId="login-dial-code"
          dialCode={state.dialCode}
          onDialCodeChange={(dialCode) => set({ dialCode })}
          mobile={state.mobile}
          onMobileChange={(mobile) => set({ mobile })}
        />
        <Button
          type="submit"
          disabled={!mobile}
          isPending={send.isPending}
          spinnerLabel="Sending…"
          className="w-full"
        >
          Send OTP
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={onVerify} className="space-y-4" noValidate>
      <p className="text-sm text-slate-700">
        Code sent to{' '}
        <span className="font-semibold">
          +{state.dialCode} {mobile}
        </span>
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
