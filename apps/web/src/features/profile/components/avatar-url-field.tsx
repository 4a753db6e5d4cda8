import { useState } from 'react';
import { MSG } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { inputClass, labelClass } from '@/components/ui/form-field';
import { ACCEPTED_AVATAR_TYPES } from '../utils/avatar-file';

/**
 * Fetches an image from a web address in the browser and hands it on as a File, so it is uploaded exactly
 * like a picked file. Many sites refuse such cross-origin reads; that shows as a failure.
 */
async function fetchImageFile(address: string): Promise<File> {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Unsupported address');
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const blob = await res.blob();
  if (!(ACCEPTED_AVATAR_TYPES as readonly string[]).includes(blob.type)) throw new Error('Not an image');
  const name = url.pathname.split('/').pop() || 'avatar';
  return new File([blob], name, { type: blob.type });
}

type Props = { onFetched: (file: File) => void; disabled?: boolean };

export function AvatarUrlField({ onFetched, disabled = false }: Props) {
  const [address, setAddress] = useState('');
  const [isFetching, setIsFetching] = useState(false);
  const [failed, setFailed] = useState(false);

  const onFetch = async () => {
    setIsFetching(true);
    setFailed(false);
    try {
      onFetched(await fetchImageFile(address.trim()));
      setAddress('');
    } catch {
      setFailed(true);
    } finally {
      setIsFetching(false);
    }
  };

  return (
    <div>
      <label htmlFor="avatar-url" className={labelClass}>
        Or use an image from a web address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="avatar-url"
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? 'avatar-url-error' : undefined}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void onFetch()}
          disabled={disabled || address.trim() === ''}
          isPending={isFetching}
          pendingText="Fetching…"
        >
          Use image
        </Button>
      </div>
      {failed ? (
        <p id="avatar-url-error" role="alert" className="mt-1 text-sm text-rose-700">
          {MSG.updateAvatarFailed}: that image could not be fetched. Try downloading it and choosing the file.
        </p>
      ) : null}
    </div>
  );
}
