import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorCard } from './error-card';
import { Spinner } from './spinner';

type Props<T> = {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  /** The line under the title: a text, or one made from the error. */
  errorMessage?: string | ((error: Error) => string | undefined);
  /** What Retry does; by default it fetches the query again. */
  onRetry?: () => void;
  /** A failed load being fetched again shows the spinner rather than the error card. */
  retrySpinner?: boolean;
  /** Data already shown stays when a refresh fails (the page says so another way, e.g. a toast). */
  keepData?: boolean;
  children: (data: T) => ReactNode;
};

/** A page's loaded content, or a spinner while it loads, or an error card with Retry when it failed. */
export function QueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  errorMessage,
  onRetry,
  retrySpinner = false,
  keepData = false,
  children,
}: Props<T>) {
  if (keepData && query.data !== undefined) return children(query.data);
  if (query.isPending || (retrySpinner && query.isError && query.isFetching)) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorCard
        title={errorTitle}
        message={typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage}
        onRetry={onRetry ?? (() => void query.refetch())}
      />
    );
  }
  return children(query.data);
}
