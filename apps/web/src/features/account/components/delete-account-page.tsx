import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TriangleAlert } from 'lucide-react';
import { MSG, OTP_LENGTH } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/session/auth-context';
import { useDeleteAccount, useSendDeleteAccountOtp } from '../api/delete-account';

type Method = 'password' | 'otp';
const METHODS: { value: Method; label: string }[] = [
  { value: 'password', label: 'With my password' },
  { value: 'otp', label: 'With a code sent to my mobile' },
];

const CONFIRM_WORD = 'DELETE';

export default function DeleteAccountPage() {
  const { user, signOut } = useAuth();
  const sendOtp = useSendDeleteAccountOtp();
  const remove = useDeleteAccount();
  const [method, setMethod] = useState<Method>('password');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [typed, setTyped] = useState('');

  const hasSecret = method === 'password' ? password !== '' : otp.length === OTP_LENGTH;
  const canDelete = hasSecret && typed.trim() === CONFIRM_WORD && !remove.isPending;

  const onSendOtp = async () => {
    try {
      await sendOtp.mutateAsync();
      toast.success(MSG.otpSent);
    } catch (e) {
      toast.error(apiErrorMessage(e, MSG.sendOtpFailed));
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canDelete) return;
    try {
      await remove.mutateAsync(method === 'password' ? { password } : { otp });
    } catch {
      return;
    }
    // signOut clears the stored session and cached data, then lands on /login.
    await signOut();
    toast.success('Your account has been deleted.');
  };

  return (
    <div className="mx-auto w-full max-w-2xl p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Delete Account</h1>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="space-y-6 rounded-2xl border border-rose-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <section aria-labelledby="delete-what" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-900">
          <h2 id="delete-what" className="mb-2 flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="h-4 w-4" />
            This cannot be undone
          </h2>
          <p>Deleting your account permanently removes:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>your profile, avatar, username and sign-in details;</li>
            <li>your practice history, mastery progress, streak and coins;</li>
            <li>your friends, Ring results and leaderboard place;</li>
            <li>any premium membership time you have left.</li>
          </ul>
        </section>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Confirm it is you</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {METHODS.map(({ value, label }) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="method"
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  className="h-4 w-4 accent-indigo-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {method === 'password' ? (
          <TextField
            id="delete-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : (
          <div className="space-y-3">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void onSendOtp()}
              isPending={sendOtp.isPending}
              pendingText="Sending…"
            >
              {sendOtp.isSuccess ? 'Resend OTP' : 'Send OTP'}
            </Button>
            {user ? (
              <p className="text-sm text-slate-600">{`The code goes to +${user.dial_code} ${user.mobile}.`}</p>
            ) : null}
            {sendOtp.isSuccess ? (
              <TextField
                id="delete-otp"
                label="One-time code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="Enter 6-digit OTP"
                maxLength={OTP_LENGTH}
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
                inputClassName="tracking-widest sm:max-w-48"
              />
            ) : null}
          </div>
        )}

        <TextField
          id="delete-confirm"
          label={`Type ${CONFIRM_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />

        {remove.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {apiErrorMessage(remove.error, MSG.somethingWentWrong)}
          </p>
        ) : null}

        <FormActions cancelTo="/profile">
          <Button
            type="submit"
            variant="danger"
            size="sm"
            disabled={!canDelete}
            isPending={remove.isPending}
            pendingText="Deleting…"
          >
            Delete my account permanently
          </Button>
        </FormActions>
      </form>
    </div>
  );
}
