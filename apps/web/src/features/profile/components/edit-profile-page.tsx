import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Info } from 'lucide-react';
import { MSG, NAME_MAX, normalizePersonName, personNameProblem } from '@quizring/contracts';
import type { NameField, User } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { apiErrorMessage } from '@/lib/api-client';
import { userInfoQuery } from '@/lib/session-queries';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileQueryState } from './profile-query-state';
import { SaveFailure } from './save-failure';

type Values = {
  firstname: string;
  lastname: string;
  address: string;
  city: string;
  state: string;
  zip: string;
};

export default function EditProfilePage() {
  const profile = useQuery(userInfoQuery);
  return (
    <div className="mx-auto w-full max-w-2xl p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Edit Profile</h1>
      <ProfileQueryState profile={profile}>{(user) => <EditProfileForm user={user} />}</ProfileQueryState>
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
        firstname: normalizePersonName(v.firstname),
        lastname: normalizePersonName(v.lastname),
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
  const personName = (field: NameField, requiredMessage: string) => ({
    validate: (value: string) => {
      const name = normalizePersonName(value);
      return name === '' ? requiredMessage : (personNameProblem(name, field) ?? true);
    },
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
        <TextField
          label="First name"
          isRequired
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname', personName('first name', MSG.firstNameRequired))}
        />
        <TextField
          label="Last name"
          isRequired
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...register('lastname', personName('last name', MSG.lastNameRequired))}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          {...register('address')}
        />
        <TextField label="City" autoComplete="address-level2" {...register('city')} />
        <TextField label="State" autoComplete="address-level1" {...register('state')} />
        <TextField
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
      {update.isError ? <SaveFailure title={MSG.profileUpdateFailed} detail={failure} /> : null}
      <FormActions cancelTo="/profile">
        <Button type="submit" size="sm" isPending={update.isPending} pendingText="Saving…">
          Save Changes
        </Button>
      </FormActions>
    </form>
  );
}
