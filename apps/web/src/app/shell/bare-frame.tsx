// The frame of a signed-in student who cannot use the app yet ('Almost there!', or a membership status that
// could not be fetched): the app's name and Sign Out, the one way out offered.
import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { useAuth } from '@/lib/session/auth-context';

export function BareFrame({ children }: { children: ReactNode }) {
  const { signOut } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50 to-white">
      <header className="flex h-14 items-center justify-between px-4 sm:px-6">
        <span className="text-lg font-extrabold tracking-tight text-indigo-700">QuizRing</span>
        <button
          type="button"
          onClick={() => void signOut()}
          className="flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white hover:text-slate-900"
        >
          <LogOut aria-hidden size={18} />
          Sign Out
        </button>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
    </div>
  );
}
