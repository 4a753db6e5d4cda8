import { useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Upload } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { PresetAvatar } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { publicConfigQuery } from '@/lib/session-queries';
import { useAuth } from '@/lib/session/auth-context';
import { useUpdateAvatar } from '../api/update-avatar';
import type { AvatarChoice } from '../api/update-avatar';
import { ACCEPTED_AVATAR_TYPES, avatarFileProblem } from '../utils/avatar-file';
import { AvatarUrlField } from './avatar-url-field';
import { PresetPicker, presetUrl } from './preset-picker';
import { SaveFailure } from './save-failure';

/** An object URL for a picked file, revoked when the file changes or the page closes. */
function useFilePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export default function ChangeAvatarPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: config } = useQuery(publicConfigQuery);
  const update = useUpdateAvatar();
  const [choice, setChoice] = useState<AvatarChoice | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const filePreview = useFilePreview(choice?.kind === 'file' ? choice.file : null);

  const preview =
    choice?.kind === 'preset' && config ? presetUrl(config.profile_image_base, choice.preset) : filePreview;

  const chooseFile = (file: File) => {
    const problem = avatarFileProblem(file);
    setFileProblem(problem);
    if (!problem) setChoice({ kind: 'file', file });
  };
  const onFileInput = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that picking the same file again (after a preset) still counts as a change.
    e.target.value = '';
    if (file) chooseFile(file);
  };
  const choosePreset = (preset: PresetAvatar) => {
    setFileProblem(null);
    setChoice({ kind: 'preset', preset });
  };

  const onSave = async () => {
    if (!choice) {
      toast.error(MSG.noAvatarSelected);
      return;
    }
    setProgress(0);
    try {
      await update.mutateAsync({ choice, onProgress: setProgress });
      toast.success('Avatar updated');
      await navigate('/profile');
    } catch {
      toast.error(MSG.updateAvatarFailed);
    }
  };

  const serverMessage = update.isError ? apiErrorMessage(update.error, '') : '';

  return (
    <div className="mx-auto w-full max-w-2xl p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Change Avatar</h1>
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <section aria-label="Preview" className="flex flex-col items-center gap-2">
          {preview ? (
            <img
              src={preview}
              alt="New avatar preview"
              width={128}
              height={128}
              className="h-32 w-32 rounded-full bg-slate-100 object-cover"
            />
          ) : (
            <Avatar name={user?.name} avatar={user?.avatar} size={128} />
          )}
          <p className="text-sm text-slate-600">{choice ? 'New avatar preview' : MSG.noAvatarSelected}</p>
        </section>

        <div>
          <label
            htmlFor="avatar-file"
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600"
          >
            <Upload aria-hidden className="h-4 w-4" />
            Choose an image file
            <input
              id="avatar-file"
              type="file"
              accept={ACCEPTED_AVATAR_TYPES.join(',')}
              onChange={onFileInput}
              aria-describedby="avatar-file-hint"
              className="sr-only"
            />
          </label>
          <p id="avatar-file-hint" className="mt-1 text-sm text-slate-600">
            JPG or PNG under about 5 MB is recommended
          </p>
          {choice?.kind === 'file' ? (
            <p className="mt-1 text-sm text-slate-800">Selected: {choice.file.name}</p>
          ) : null}
          {fileProblem ? (
            <p role="alert" className="mt-1 text-sm text-rose-700">
              {fileProblem}
            </p>
          ) : null}
        </div>

        <AvatarUrlField onFetched={chooseFile} disabled={update.isPending} />

        {config ? (
          <PresetPicker
            base={config.profile_image_base}
            selected={choice?.kind === 'preset' ? choice.preset : null}
            onSelect={choosePreset}
          />
        ) : (
          <Spinner label="Loading preset avatars…" />
        )}

        {update.isPending ? (
          <div>
            <label htmlFor="avatar-progress" className="text-sm text-slate-700">
              Uploading… {Math.round(progress * 100)}%
            </label>
            <progress
              id="avatar-progress"
              value={progress}
              max={1}
              className="mt-1 block h-2 w-full accent-indigo-600"
            />
          </div>
        ) : null}

        {update.isError ? <SaveFailure title={MSG.avatarUploadFailed} detail={serverMessage} /> : null}

        <FormActions cancelTo="/profile">
          <Button
            size="sm"
            onClick={() => void onSave()}
            disabled={!choice}
            isPending={update.isPending}
            pendingText="Saving…"
          >
            Save Avatar
          </Button>
        </FormActions>
      </div>
    </div>
  );
}
