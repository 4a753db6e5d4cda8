import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button';

/** The end of a page's form: Cancel back to `cancelTo`, then the form's own action (`children`). */
export function FormActions({ cancelTo, children }: { cancelTo: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link to={cancelTo} className={buttonClass('secondary', 'sm')}>
        Cancel
      </Link>
      {children}
    </div>
  );
}
