// Ring pieces that live as long as the signed-in shell: the student channel and the invitation popup.
// Small on purpose: it is part of the first load, and pusher-js itself only loads when a channel is used.
import { useEffect } from 'react';
import { useAuth } from '@/lib/session/auth-context';
import { disconnectRealtime } from '@/lib/realtime';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useStudentChannel } from '../hooks/use-student-channel';
import { RingInvitePopup } from './ring-invite-popup';

export function RingGlobal() {
  const { user } = useAuth();
  // Connecting (pusher-js, its config, the channel's authorisation) waits until the page has been painted.
  const afterPaint = useAfterPaint();
  useStudentChannel(afterPaint ? (user?.id ?? null) : null);
  // Leaving the signed-in shell (sign-out above all) closes the connection.
  useEffect(() => () => disconnectRealtime(), []);
  return <RingInvitePopup />;
}
