// Signup wizard rules, kept pure so each step's gate is testable on its own.
import { MobileField, normalizePersonName, PASSWORD_MIN, personNameProblem } from '@quizring/contracts';
import type { DialCode, NameField, RegisterBody } from '@quizring/contracts';

export type SignupForm = {
  firstname: string;
  lastname: string;
  email: string;
  dialCode: DialCode;
  mobile: string;
  reference: string;
  password: string;
  passwordConfirmation: string;
  agree: boolean;
};

export const SIGNUP_STEP_COUNT = 3;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spaces are stripped from both password fields as they are typed. */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

export const looksLikeEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** Why a typed name cannot be used (the contracts' rule), or null: also null while it is empty. */
export function nameProblem(value: string, field: NameField): string | null {
  const name = normalizePersonName(value);
  return name === '' ? null : personNameProblem(name, field);
}

/** Why a typed mobile number would be refused (the server's rule from contracts), or null: also null while empty. */
export function mobileProblem(value: string): string | null {
  if (value.trim() === '') return null;
  const parsed = MobileField.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export function isNameStepValid(f: Pick<SignupForm, 'firstname' | 'lastname'>): boolean {
  return (
    f.firstname.trim() !== '' &&
    f.lastname.trim() !== '' &&
    !nameProblem(f.firstname, 'first name') &&
    !nameProblem(f.lastname, 'last name')
  );
}

export function isContactStepValid(f: Pick<SignupForm, 'email' | 'mobile'>): boolean {
  return looksLikeEmail(f.email) && f.mobile.trim() !== '' && mobileProblem(f.mobile) === null;
}

export function isPasswordStepValid(
  f: Pick<SignupForm, 'password' | 'passwordConfirmation' | 'agree'>,
): boolean {
  return f.password.length >= PASSWORD_MIN && f.password === f.passwordConfirmation && f.agree;
}

export function isStepValid(step: number, f: SignupForm): boolean {
  if (step === 0) return isNameStepValid(f);
  if (step === 1) return isContactStepValid(f);
  return isPasswordStepValid(f);
}

/** The /register payload: reference only when non-empty, agree as the text 'on'. */
export function toRegisterBody(f: SignupForm): RegisterBody {
  const reference = f.reference.trim();
  return {
    firstname: normalizePersonName(f.firstname),
    lastname: normalizePersonName(f.lastname),
    email: f.email.trim(),
    mobile: f.mobile.trim(),
    dial_code: f.dialCode,
    password: f.password,
    password_confirmation: f.passwordConfirmation,
    ...(reference ? { reference } : {}),
    agree: 'on',
  };
}
