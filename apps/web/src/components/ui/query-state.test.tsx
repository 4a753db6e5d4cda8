import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from './query-state';

type State = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: string | undefined;
  error?: Error;
};
const pending: State = { isPending: true, isError: false, isFetching: true, data: undefined };
const failed: State = {
  isPending: false,
  isError: true,
  isFetching: false,
  data: undefined,
  error: new Error('x'),
};
const retrying: State = { ...failed, isFetching: true };
const refreshFailed: State = { ...failed, data: 'kept' };
const loaded: State = { isPending: false, isError: false, isFetching: false, data: 'loaded' };

function show(state: State, props: { retrySpinner?: boolean; keepData?: boolean } = {}) {
  const query = { refetch: () => Promise.resolve(), ...state } as unknown as UseQueryResult<string>;
  render(
    <QueryState query={query} loadingLabel="Loading…" errorTitle="Could not load" {...props}>
      {(data) => <p>{data}</p>}
    </QueryState>,
  );
}

afterEach(cleanup);

describe('QueryState', () => {
  it('shows the spinner while loading', () => {
    show(pending);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('shows the error card with Retry when the load failed', () => {
    show(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the data once loaded', () => {
    show(loaded);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('keeps the error card during a retry unless retrySpinner is set', () => {
    show(retrying);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows the spinner during a retry with retrySpinner', () => {
    show(retrying, { retrySpinner: true });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the data shown when a refresh fails with keepData', () => {
    show(refreshFailed, { keepData: true });
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
