// Login: Email and Mobile tabs; switching tabs resets the code step.
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Mail, Smartphone } from 'lucide-react';
import { DEFAULT_DIAL_CODE, MSG } from '@quizring/contracts';
import { LegalLink } from '@/components/ui/legal-link';
import { originFrom } from '@/lib/redirect-origin';
import { useAuth } from '@/lib/session/auth-context';
import type { SignInData } from '@/lib/session/session-api';
import { AuthCard } from './auth-card';
import { EmailLoginForm } from './email-login-form';
import { MobileLoginForm } from './mobile-login-form';
import type { MobileLoginState } from './mobile-login-form';

type Tab = 'email' | 'mobile';
const TABS: { id: Tab; label: string; Icon: typeof Mail }[] = [
  { id: 'email', label: 'Email', Icon: Mail },
  { id: 'mobile', label: 'Mobile', Icon: Smartphone },
];

export default function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>('email');
  const [mobile, setMobile] = useState<MobileLoginState>({
    dialCode: DEFAULT_DIAL_CODE,
    mobile: '',
    otp: '',
    step: 'number',
    sent: null,
  });
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ email: null, mobile: null });

  const selectTab = (next: Tab) => {
    setTab(next);
    setMobile((m) => ({ ...m, step: 'number', otp: '' }));
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next: Tab =
      e.key === 'Home' ? 'email' : e.key === 'End' ? 'mobile' : tab === 'email' ? 'mobile' : 'email';
    selectTab(next);
    tabRefs.current[next]?.focus();
  };

  const onSignedIn = (data: SignInData) => {
    toast.success(MSG.loginSuccessful);
    signIn(data);
    // The guards send the user on from /dashboard when the profile or membership needs attention.
    void navigate(originFrom(location.state) ?? '/dashboard', { replace: true });
  };

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to continue learning.">
      <div
        role="tablist"
        aria-label="Sign-in method"
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {TABS.map(({ id, label, Icon }) => {
          const isSelected = tab === id;
          return (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`login-tab-${id}`}
              aria-selected={isSelected}
              aria-controls={`login-panel-${id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => selectTab(id)}
              onKeyDown={onTabKeyDown}
              className={`flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
                isSelected ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              <Icon aria-hidden size={18} />
              {label}
            </button>
          );
        })}
      </div>

      {/* Both panels stay mounted so that typed values survive a tab switch; only the code step resets. */}
      <div
        role="tabpanel"
        id="login-panel-email"
        aria-labelledby="login-tab-email"
        hidden={tab !== 'email'}
        className="mt-6"
      >
        <EmailLoginForm onSignedIn={onSignedIn} />
      </div>
      <div
        role="tabpanel"
        id="login-panel-mobile"
        aria-labelledby="login-tab-mobile"
        hidden={tab !== 'mobile'}
        className="mt-6"
      >
        <MobileLoginForm state={mobile} onChange={setMobile} onSignedIn={onSignedIn} />
      </div>

      <p className="mt-6 text-center text-sm text-slate-700">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
          Sign up
        </Link>
      </p>
      <p className="mt-6 border-t border-slate-200 pt-4 text-center text-xs text-slate-600">
        By signing in you agree to our <LegalLink page="terms">Terms of Service</LegalLink> and{' '}
        <LegalLink page="privacy">Privacy Policy</LegalLink>.
      </p>
    </AuthCard>
  );
}
