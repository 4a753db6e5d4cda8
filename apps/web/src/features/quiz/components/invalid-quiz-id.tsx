import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';

/** A quiz route whose id is not a number: said plainly, and nothing is requested. */
export function InvalidQuizId({ title, message }: { title: string; message: string }) {
  return (
    <section className="mx-auto mt-4 max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <h1 className="text-lg font-semibold text-red-900">{title}</h1>
      <p role="alert" className="mt-1 text-red-800">
        {message}
      </p>
      <Link to="/dashboard" className={`mt-4 ${buttonClass('secondary', 'sm')}`}>
        Back to Dashboard
      </Link>
    </section>
  );
}
