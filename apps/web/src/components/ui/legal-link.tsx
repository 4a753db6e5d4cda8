// The terms and the privacy policy are static pages outside the app: they open in a new tab, so a half-filled
// form stays where it is.
import type { ReactNode } from 'react';

export const LEGAL_PAGES = { terms: '/legal/terms.html', privacy: '/legal/privacy.html' } as const;

export function LegalLink({ page, children }: { page: keyof typeof LEGAL_PAGES; children: ReactNode }) {
  return (
    <a
      href={LEGAL_PAGES[page]}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
