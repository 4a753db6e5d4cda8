import { useMutation } from '@tanstack/react-query';
import { DeleteAccountOtpResponse, DeleteAccountResponse } from '@quizring/contracts';
import type { DeleteAccountBody } from '@quizring/contracts';
import { api } from '@/lib/api-client';

/** Sends a one-time code to the signed-in user's own mobile. */
export async function sendDeleteAccountOtp() {
  return (await api.post('/delete-account/send-otp', DeleteAccountOtpResponse)).data;
}

export async function deleteAccount(body: DeleteAccountBody) {
  return (await api.post('/delete-account', DeleteAccountResponse, body)).data;
}

export function useSendDeleteAccountOtp() {
  return useMutation({ mutationFn: sendDeleteAccountOtp });
}

// Nothing to invalidate: the session ends right after, and signing out clears every cached query.
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
