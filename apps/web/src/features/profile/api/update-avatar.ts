import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, UserResponse } from '@quizring/contracts';
import type { PresetAvatar, User } from '@quizring/contracts';
import { api } from '@/lib/api-client';
import { userInfoQuery } from '@/lib/session-queries';
import { useAuth } from '@/lib/session/auth-context';

export type AvatarChoice = { kind: 'file'; file: File } | { kind: 'preset'; preset: PresetAvatar };

type Input = { choice: AvatarChoice | null; onProgress?: (fraction: number) => void };

/** Multipart POST: the image as field `avatar`, or a preset name as text field `preset`. */
export async function updateAvatar({ choice, onProgress }: Input): Promise<User> {
  if (!choice) throw new Error(MSG.noAvatarSelected);
  const form = new FormData();
  if (choice.kind === 'file') form.append('avatar', choice.file);
  else form.append('preset', choice.preset);
  return (await api.upload('/profile-avatar-update', UserResponse, form, onProgress)).data.user;
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: async (user) => {
      setUser(user);
      await queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
    },
  });
}
