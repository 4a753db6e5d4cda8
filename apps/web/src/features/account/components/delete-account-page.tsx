import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { TriangleAlert } from 'lucide-react';
import { MSG, OTP_LENGTH } from '@quizring/contracts';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/features/auth/auth-context';
import { useDeleteAccount, useSendDeleteAccountOtp } from '../api/delete-account';

type Method = 'password' | 'otp';

const CONFIRM_WORD = 'DELETE';
const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

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
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="method"
                checked={method === 'password'}
                onChange={() => setMethod('password')}
                className="h-4 w-4 accent-indigo-600"
              />
              With my password
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="method"
                checked={method === 'otp'}
                onChange={() => setMethod('otp')}
                className="h-4 w-4 accent-indigo-600"
              />
              With a code sent to my mobile
            </label>
          </div>
        </fieldset>

        {method === 'password' ? (
          <div>
            <label htmlFor="delete-password" className="mb-1 block text-sm font-medium text-slate-800">
              Password
            </label>
            <input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass}
            />
          </div>
        ) : (
          <div className="space-y-3">
            <button
              type="button"
              onClick={() => void onSendOtp()}
              disabled={sendOtp.isPending}
              className={`rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 ${focusRing}`}
            >
              {sendOtp.isPending ? 'Sending…' : sendOtp.isSuccess ? 'Resend OTP' : 'Send OTP'}
            </button>
            {user ? (
              <p className="text-sm text-slate-600">{`The code goes to +${user.dial_code} ${user.mobile}.`}</p>
            ) : null}
            {sendOtp.isSuccess ? (
              <div>
                <label htmlFor="delete-otp" className="mb-1 block text-sm font-medium text-slate-800">
                  One-time code
                </label>
                <input
                  id="delete-otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="Enter 6-digit OTP"
                  maxLength={OTP_LENGTH}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
                  className={`${inputClass} tracking-widest sm:max-w-48`}
                />
              </div>
            ) : null}
          </div>
        )}

        <div>
          <label htmlFor="delete-confirm" className="mb-1 block text-sm font-medium text-slate-800">
            Type {CONFIRM_WORD} to confirm
          </label>
          <input
            id="delete-confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className={inputClass}
          />
        </div>

        {remove.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {apiErrorMessage(remove.error, MSG.somethingWentWrong)}
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link
            to="/profile"
            className={`inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 ${focusRing}`}
          >
            Cancel
          </Link>
          <button
            type="submit"
            disabled={!canDelete}
            className={`inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`}
          >
            {remove.isPending ? 'Deleting…' : 'Delete my account permanently'}
          </button>
        </div>
      </form>
    </div>
  );
}
