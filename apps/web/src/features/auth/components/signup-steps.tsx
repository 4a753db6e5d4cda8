// The three steps of the signup wizard; the page owns the form state and the navigation between them.
import type { Ref } from 'react';
import { PASSWORD_MIN } from '@quizring/contracts';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { LegalLink } from '@/components/ui/legal-link';
import type { SignupForm } from '../lib/signup-validation';
import { looksLikeEmail, mobileProblem, nameProblem, stripSpaces } from '../lib/signup-validation';
import { MobileNumberFields } from './mobile-number-fields';

type StepProps = { form: SignupForm; set: (patch: Partial<SignupForm>) => void };

export const SIGNUP_STEP_TITLES = ['Your name', 'Contact details', 'Password'] as const;

export function NameStep({ form, set }: StepProps) {
  return (
    <div className="space-y-4">
      <TextField
        label="First name"
        name="firstname"
        autoComplete="given-name"
        required
        autoFocus
        value={form.firstname}
        error={nameProblem(form.firstname, 'first name')}
        onChange={(e) => set({ firstname: e.target.value })}
      />
      <TextField
        label="Last name"
        name="lastname"
        autoComplete="family-name"
        required
        value={form.lastname}
        error={nameProblem(form.lastname, 'last name')}
        onChange={(e) => set({ lastname: e.target.value })}
      />
    </div>
  );
}

type ContactStepProps = StepProps & {
  /** Why the referral cannot be used, once checked on Continue. */
  referralError: string | null;
  referralRef: Ref<HTMLInputElement>;
};

export function ContactStep({ form, set, referralError, referralRef }: ContactStepProps) {
  const showEmailHint = form.email.trim() !== '' && !looksLikeEmail(form.email);
  return (
    <div className="space-y-4">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        value={form.email}
        error={showEmailHint ? 'Enter an email like name@example.com' : null}
        onChange={(e) => set({ email: e.target.value })}
      />
      <MobileNumberFields
        dialCodeId="signup-dial-code"
        dialCode={form.dialCode}
        onDialCodeChange={(dialCode) => set({ dialCode })}
        mobile={form.mobile}
        onMobileChange={(mobile) => set({ mobile })}
        error={mobileProblem(form.mobile)}
      />
      <TextField
        label="Referral (optional)"
        name="reference"
        autoComplete="off"
        hint="A friend's username, if a friend invited you."
        error={referralError}
        ref={referralRef}
        value={form.reference}
        onChange={(e) => set({ reference: e.target.value })}
      />
    </div>
  );
}

export function PasswordStep({ form, set }: StepProps) {
  const isMismatch = form.passwordConfirmation !== '' && form.password !== form.passwordConfirmation;
  return (
    <div className="space-y-4">
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        autoFocus
        hint={`At least ${PASSWORD_MIN} characters, no spaces.`}
        value={form.password}
        onChange={(e) => set({ password: stripSpaces(e.target.value) })}
      />
      <PasswordField
        label="Confirm password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        error={isMismatch ? 'Passwords do not match' : null}
        value={form.passwordConfirmation}
        onChange={(e) => set({ passwordConfirmation: stripSpaces(e.target.value) })}
      />
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          name="agree"
          checked={form.agree}
          onChange={(e) => set({ agree: e.target.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-indigo-600"
        />
        <span>
          I agree to the <LegalLink page="terms">Terms of Service</LegalLink> and{' '}
          <LegalLink page="privacy">Privacy Policy</LegalLink>.
        </span>
      </label>
    </div>
  );
}
