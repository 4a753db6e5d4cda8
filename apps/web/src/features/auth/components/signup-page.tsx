// Signup: a three-step wizard with a progress indicator and Back / Continue.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { DEFAULT_DIAL_CODE, MSG } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/session/auth-context';
import { AUTH_ERROR_TOAST } from '@/lib/session/session-api';
import { authErrorMessage, checkReferral, register } from '../api/auth-api';
import { isStepValid, SIGNUP_STEP_COUNT, toRegisterBody } from '../lib/signup-validation';
import type { SignupForm } from '../lib/signup-validation';
import { AuthCard } from './auth-card';
import { ContactStep, NameStep, PasswordStep, SIGNUP_STEP_TITLES } from './signup-steps';

const CONTACT_STEP = 1;

const EMPTY_FORM: SignupForm = {
  firstname: '',
  lastname: '',
  email: '',
  dialCode: DEFAULT_DIAL_CODE,
  mobile: '',
  reference: '',
  password: '',
  passwordConfirmation: '',
  agree: false,
};

function SignupProgress({ step }: { step: number }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-medium text-slate-700">
        Step {step + 1} of {SIGNUP_STEP_COUNT}: {SIGNUP_STEP_TITLES[step]}
      </p>
      <ol className="mt-2 grid grid-cols-3 gap-2" aria-label="Signup progress">
        {SIGNUP_STEP_TITLES.map((title, i) => (
          <li key={title} aria-current={i === step ? 'step' : undefined}>
            <span className={`block h-2 rounded-full ${i <= step ? 'bg-indigo-600' : 'bg-slate-200'}`} />
            <span className="sr-only">
              {title}
              {i < step ? ' (done)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function SignupPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const set = (patch: Partial<SignupForm>) => setForm((f) => ({ ...f, ...patch }));

  const [referralError, setReferralError] = useState<string | null>(null);
  const referralRef = useRef<HTMLInputElement>(null);
  const referral = useMutation({ mutationFn: checkReferral });

  const signup = useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      toast.success(MSG.signupSuccessful);
      signIn(data);
      void navigate('/dashboard', { replace: true });
    },
    onError: (err) => toast.error(authErrorMessage(err, MSG.registrationFailed), { id: AUTH_ERROR_TOAST }),
  });

  const isLastStep = step === SIGNUP_STEP_COUNT - 1;
  const canContinue = isStepValid(step, form) && !signup.isPending && !referral.isPending;

  const onBack = () => {
    if (step > 0) return setStep(step - 1);
    // Back on the first step goes back in history; opened directly, there is no history to go back to.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (historyIndex > 0 ? navigate(-1) : navigate('/login'));
  };

  /** Leaving the contact step: a referral is checked here, where it was typed, not at the last step. */
  const isReferralKnown = async (): Promise<boolean> => {
    const reference = form.reference.trim();
    if (!reference) return true;
    try {
      if (await referral.mutateAsync(reference)) return true;
    } catch {
      // Unchecked for now: the server checks it again on signup.
      return true;
    }
    setReferralError(MSG.referralUnknown);
    referralRef.current?.focus();
    return false;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canContinue) return;
    if (isLastStep) return signup.mutate(toRegisterBody(form));
    if (step === CONTACT_STEP && !(await isReferralKnown())) return;
    setStep(step + 1);
  };

  return (
    <AuthCard title="Create your account" subtitle="Practice smarter with QuizRing.">
      <SignupProgress step={step} />
      <form onSubmit={onSubmit} noValidate>
        {step === 0 ? <NameStep form={form} set={set} /> : null}
        {step === CONTACT_STEP ? (
          <ContactStep
            form={form}
            set={(patch) => {
              if ('reference' in patch) setReferralError(null);
              set(patch);
            }}
            referralError={referralError}
            referralRef={referralRef}
          />
        ) : null}
        {step === 2 ? <PasswordStep form={form} set={set} /> : null}
        <div className="mt-6 flex gap-3">
          <Button variant="secondary" onClick={onBack} className="flex-1">
            Back
          </Button>
          <Button
            type="submit"
            disabled={!canContinue}
            aria-busy={signup.isPending || referral.isPending}
            isPending={signup.isPending || referral.isPending}
            spinnerLabel={referral.isPending ? 'Checking the referral…' : 'Creating your account…'}
            className="flex-1"
          >
            {isLastStep ? 'Sign Up' : 'Continue'}
          </Button>
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
