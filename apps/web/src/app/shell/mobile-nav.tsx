// The mobile top bar and its slide-in menu; the menu closes on Escape, on the backdrop and on navigation.
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { AvatarMenu } from './avatar-menu';
import { NavList } from './nav-list';
import { UserFooter } from './user-footer';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MobileNav() {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => setIsOpen(false), [pathname]);

  // Focus moves into the menu when it opens and back to the menu button when it closes.
  useEffect(() => {
    if (isOpen) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    else if (wasOpen.current) menuButtonRef.current?.focus();
    wasOpen.current = isOpen;
    document.body.style.overflow = isOpen ? 'hidden' : '';
    return () => {
      document.body.style.overflow = '';
    };
  }, [isOpen]);

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      setIsOpen(false);
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    // Keep Tab inside the open menu.
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !el.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur lg:hidden">
        <button
          ref={menuButtonRef}
          type="button"
          aria-label="Open menu"
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          onClick={() => setIsOpen(true)}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        >
          <Menu aria-hidden size={24} />
        </button>
        <Link to="/dashboard" className="rounded px-1 text-lg font-extrabold tracking-tight text-indigo-700">
          QuizRing
        </Link>
        <AvatarMenu />
      </header>

      {isOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div aria-hidden className="absolute inset-0 bg-slate-900/50" onClick={() => setIsOpen(false)} />
          <div
            ref={panelRef}
            id="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            onKeyDown={onPanelKeyDown}
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] animate-[slide-in_200ms_ease-out] flex-col bg-white shadow-xl motion-reduce:animate-none"
          >
            <div className="flex h-14 items-center justify-between px-3">
              <span className="px-1 text-lg font-extrabold tracking-tight text-indigo-700">QuizRing</span>
              <button
                type="button"
                aria-label="Close menu"
                onClick={() => setIsOpen(false)}
                className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden size={22} />
              </button>
            </div>
            <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
              <NavList />
            </nav>
            <UserFooter />
          </div>
        </div>
      ) : null}
    </>
  );
}
