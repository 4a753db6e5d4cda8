import { useQuery } from '@tanstack/react-query';
import { initials } from '@/lib/initials';
import { publicConfigQuery } from '@/lib/session-queries';
import { useAfterPaint } from '@/lib/use-after-paint';

type Props = {
  name: string | null | undefined;
  avatar: string | null | undefined;
  size?: number;
  className?: string;
};

/** The user's image from the profile-image base path, or their initials. */
export function Avatar({ name, avatar, size = 40, className = '' }: Props) {
  // The initials first: the image's base path (the public config) is asked for after the first paint, unless known.
  const { data: config } = useQuery({ ...publicConfigQuery, enabled: useAfterPaint() });
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (avatar && config) {
    return (
      <img
        src={`${config.profile_image_base}${avatar}`}
        alt={name ? `${name}'s avatar` : 'Avatar'}
        width={size}
        height={size}
        className={`rounded-full object-cover bg-slate-200 ${className}`}
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden={name ? undefined : true}
      aria-label={name ? `${name}'s initials` : undefined}
      role={name ? 'img' : undefined}
      className={`inline-flex items-center justify-center rounded-full bg-indigo-600 font-semibold text-white ${className}`}
      style={style}
    >
      {initials(name)}
    </span>
  );
}
