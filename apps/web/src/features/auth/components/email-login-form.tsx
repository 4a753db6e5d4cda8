import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MSG } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { AUTH_ERROR_TOAST } from '@/lib/session/session-api';
import { authErrorMessage, loginWithPassword } from '../api/auth-api';
import type { SignInData } from '@/lib/session/session-api';

/** Email tab: an email-or-username and a password, both required. */
export function EmailLoginForm({ onSignedIn }: { onSignedIn: (data: SignInData) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: loginWithPassword,
    onSuccess: onSignedIn,
    onError: (err) => toast.error(authErrorMessage(err, MSG.loginFailed), { id: AUTH_ERROR_TOAST }),
  });
  const canSubmit = email.trim() !== '' && password !== '' && !login.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmit) login.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <TextField
        label="Email or username"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button
        type="submit"
        disabled={!canSubmit}
        aria-busy={login.isPending}
        isPending={login.isPending}
        spinnerLabel="Signing in…"
        className="w-full"
      >
        Sign In
      </Button>
    </form>
  );
}
