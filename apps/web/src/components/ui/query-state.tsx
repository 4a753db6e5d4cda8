import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorCard } from './error-card';
import { Spinner } from './spinner';

type Props<T> = {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  errorMessage?: string;
  /** What Retry does; by default it fetches the query again. */
  onRetry?: () => void;
  children: (data: T) => ReactNode;
};

/** A page's loaded content, or a spinner while it loads, or an error card with Retry when it failed. */
export function QueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  errorMessage,
  onRetry,
  children,
}: Props<T>) {
  if (query.isPending) {
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
        message={errorMessage}
        onRetry={onRetry ?? (() => void query.refetch())}
      />
    );
  }
  return children(query.data);
}
