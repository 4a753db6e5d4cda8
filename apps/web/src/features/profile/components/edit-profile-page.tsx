import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Info } from 'lucide-react';
import { MSG, NAME_MAX } from '@quizring/contracts';
import type { User } from '@quizring/contracts';
import { ErrorCard } from '@/components/ui/error-card';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { userInfoQuery } from '@/lib/session-queries';
import { useUpdateProfile } from '../api/update-profile';
import { FormField } from './form-field';

type Values = {
  firstname: string;
  lastname: string;
  address: string;
  city: string;
  state: string;
  zip: string;
};

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export default function EditProfilePage() {
  const profile = useQuery(userInfoQuery);
  return (
    <div className="mx-auto w-full max-w-2xl p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Edit Profile</h1>
      {profile.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading profile…" />
        </div>
      ) : profile.isError ? (
        <ErrorCard
          title={MSG.cantLoadProfile}
          message={MSG.loadProfileFailed}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <EditProfileForm user={profile.data} />
      )}
    </div>
  );
}

const blankToNull = (v: string) => v.trim() || null;

function EditProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      address: user.address ?? '',
      city: user.city ?? '',
      state: user.state ?? '',
      zip: user.zip ?? '',
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    try {
      await update.mutateAsync({
        firstname: v.firstname.trim(),
        lastname: v.lastname.trim(),
        address: blankToNull(v.address),
        city: blankToNull(v.city),
        state: blankToNull(v.state),
        zip: blankToNull(v.zip),
      });
      toast.success('Profile updated');
      await navigate('/profile');
    } catch {
      toast.error(MSG.updateProfileFailed);
    }
  });

  const failure = update.isError ? apiErrorMessage(update.error, '') : '';
  const required = (message: string) => ({
    validate: (value: string) => value.trim() !== '' || message,
    maxLength: { value: NAME_MAX, message: `At most ${NAME_MAX} characters` },
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={update.isPending}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
        <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        Updating your city and state helps us suggest relevant content and events.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          isRequired
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname', required(MSG.firstNameRequired))}
        />
        <FormField
          label="Last name"
          isRequired
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...register('lastname', required(MSG.lastNameRequired))}
        />
        <FormField
          label="Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          {...register('address')}
        />
        <FormField label="City" autoComplete="address-level2" {...register('city')} />
        <FormField label="State" autoComplete="address-level1" {...register('state')} />
        <FormField
          label="ZIP"
          autoComplete="postal-code"
          inputMode="text"
          error={errors.zip?.message}
          {...register('zip', {
            pattern: { value: /^[A-Za-z0-9 -]*$/, message: 'Use letters, digits, spaces and dashes only' },
            maxLength: { value: 12, message: 'At most 12 characters' },
          })}
        />
      </div>
      {update.isError ? (
        <div role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
          <p className="font-medium">{MSG.profileUpdateFailed}</p>
          {failure ? <p>{failure}</p> : null}
        </div>
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
          disabled={update.isPending}
          className={`inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60 ${focusRing}`}
        >
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
