import { Link } from 'react-router';
import { MSG } from '@quizring/contracts';
import { buttonClass } from '@/components/ui/button';

/** A ring route whose id is not a number. */
export function InvalidRing() {
  return (
    <section
      role="alert"
      className="mx-auto mt-8 max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    >
      <h1 className="text-lg font-semibold text-slate-900">{MSG.ringNotFound}</h1>
      <Link to="/dashboard" className={`mt-4 ${buttonClass('primary', 'sm')}`}>
        {MSG.backToHome}
      </Link>
    </section>
  );
}
