import { UserResponse } from '@quizring/contracts';
import type { ProfileCompletionBody, User } from '@quizring/contracts';
import { api } from '@/lib/api-client';

/** POST /profile-completion: the server sets profile_complete to 1 and answers with the user. */
export async function completeProfile(body: ProfileCompletionBody): Promise<User> {
  return (await api.post('/profile-completion', UserResponse, body)).data.user;
}
