import type { ReactNode } from 'react';

/** The centred card that frames the sign-in and sign-up screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-indigo-50 to-white px-4 py-8 sm:items-center">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-2xl font-extrabold tracking-tight text-indigo-700">QuizRing</p>
        <section className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  );
}
