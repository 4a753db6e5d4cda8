import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/session/auth-context';
import { useReturnAfterPayment } from '../hooks/use-return-after-payment';
import { PurchasePanel } from './purchase-panel';

export default function SubscribePage() {
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const onPaid = useReturnAfterPayment();

  const onSignOut = async () => {
    await signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col justify-center gap-6 p-4 sm:p-6">
      <header className="text-center">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Go Premium</h1>
        <p className="mt-2 text-slate-600">
          {user?.firstname ? `${user.firstname}, unlock` : 'Unlock'} every quiz mode, mastery tracking and
          Ring battles for a whole year.
        </p>
      </header>
      <PurchasePanel title="Premium membership" actionLabel="Subscribe now" onPaid={onPaid} />
      <p className="text-center text-sm text-slate-600">
        {user?.email ? `Signed in as ${user.email}. ` : null}
        <button
          type="button"
          onClick={() => void onSignOut()}
          className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Sign out
        </button>
      </p>
    </main>
  );
}
