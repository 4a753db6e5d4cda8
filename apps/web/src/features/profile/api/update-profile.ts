import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserResponse } from '@quizring/contracts';
import type { ProfileSettingBody, User } from '@quizring/contracts';
import { api } from '@/lib/api-client';
import { userInfoQuery } from '@/lib/session-queries';
import { useAuth } from '@/lib/session/auth-context';

export async function updateProfile(body: ProfileSettingBody): Promise<User> {
  return (await api.post('/profile-setting', UserResponse, body)).data.user;
}

/** Saves the profile, then updates the signed-in user everywhere it is shown. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      setUser(user);
      await queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
    },
  });
}
