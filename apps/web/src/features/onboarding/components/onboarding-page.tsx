// Profile completion, 'Almost there!': username, gender, class and board.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { BOARDS, CLASSES, GENDERS, MSG, normalizeUsername, USERNAME_MAX } from '@quizring/contracts';
import type { Board, Gender } from '@quizring/contracts';
import { apiErrorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { inputClass, labelClass, SelectField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/auth-context';
import { completeProfile } from '../api/complete-profile';
import { useUsernameAvailability } from '../hooks/use-username-availability';
import type { UsernameStatus } from '../hooks/use-username-availability';

const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

function UsernameStatusText({ id, status }: { id: string; status: UsernameStatus }) {
  const isGood = status.state === 'available';
  const isBad = ['empty', 'too-short', 'unavailable', 'error'].includes(status.state) && status.message;
  return (
    <p id={id} aria-live="polite" className="mt-1 flex min-h-5 items-center gap-1 text-sm">
      {status.state === 'checking' ? <Spinner label="Checking availability…" className="scale-75" /> : null}
      {isGood ? (
        <span className="flex items-center gap-1 text-green-800">
          <CircleCheck aria-hidden size={16} />
          {status.message || 'Username is available'}
        </span>
      ) : null}
      {isBad ? (
        <span className="flex items-center gap-1 text-red-700">
          <CircleAlert aria-hidden size={16} />
          {status.message}
        </span>
      ) : null}
    </p>
  );
}

export default function OnboardingPage() {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [gender, setGender] = useState<Gender | ''>('');
  const [studentsClass, setStudentsClass] = useState('');
  const [board, setBoard] = useState<Board | ''>('');
  const [formError, setFormError] = useState<string | null>(null);
  const status = useUsernameAvailability(username, isTouched);

  const submit = useMutation({
    mutationFn: completeProfile,
    onSuccess: (user) => {
      setUser(user);
      void navigate('/dashboard', { replace: true });
    },
    onError: (err) => setFormError(apiErrorMessage(err, MSG.completeProfileFailed)),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setIsTouched(true);
    if (!username || !gender || !studentsClass || !board) return setFormError(MSG.allFieldsRequired);
    if (status.state !== 'available') return setFormError(MSG.chooseAvailableUsername);
    setFormError(null);
    submit.mutate({ username, gender, students_class: Number(studentsClass), academic_board: board });
  };

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
      <section className="w-full max-w-md rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Almost there!</h1>
        <p className="mt-1 text-sm text-slate-600">
          Tell us a little about yourself to personalise your practice.
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <div>
            <label htmlFor="onboarding-username" className={labelClass}>
              Username
            </label>
            <input
              id="onboarding-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              autoFocus
              maxLength={USERNAME_MAX}
              aria-describedby="onboarding-username-hint onboarding-username-status"
              aria-invalid={
                status.state === 'unavailable' || (isTouched && status.state === 'empty') || undefined
              }
              value={username}
              onChange={(e) => {
                setIsTouched(true);
                setUsername(normalizeUsername(e.target.value).slice(0, USERNAME_MAX));
              }}
              className={inputClass}
            />
            <p id="onboarding-username-hint" className="mt-1 text-xs text-slate-600">
              Lower-case letters a–z only, at least 6.
            </p>
            <UsernameStatusText id="onboarding-username-status" status={status} />
          </div>
          <SelectField
            label="Gender"
            name="gender"
            value={gender}
            onChange={(e) => setGender(e.target.value as Gender)}
          >
            <option value="">Select gender</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Class"
            name="students_class"
            value={studentsClass}
            onChange={(e) => setStudentsClass(e.target.value)}
          >
            <option value="">Select class</option>
            {CLASSES.map((c) => (
              <option key={c} value={String(c)}>
                Class {c}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Board"
            name="academic_board"
            value={board}
            onChange={(e) => setBoard(e.target.value as Board)}
          >
            <option value="">Select board</option>
            {BOARDS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </SelectField>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <Button
            type="submit"
            aria-busy={submit.isPending}
            isPending={submit.isPending}
            spinnerLabel="Saving…"
            className="w-full"
          >
            Continue
          </Button>
        </form>
      </section>
    </div>
  );
}
