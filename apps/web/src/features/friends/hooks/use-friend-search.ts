// Friend search: only for at least 3 characters after trimming, 280 ms after typing stops,
// or at once on Enter or the search button. Shorter text clears the results.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserSummary } from '@quizring/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FRIEND_SEARCH_DEBOUNCE_MS, FRIEND_SEARCH_MIN_CHARS } from '@quizring/contracts';
import { friendSearchQuery } from '../api/friends-api';

/** One empty list, so that "no results yet" keeps its identity between renders. */
const NO_RESULTS: UserSummary[] = [];

export function isSearchable(text: string): boolean {
  return text.trim().length >= FRIEND_SEARCH_MIN_CHARS;
}

export function useFriendSearch() {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  /** The trimmed text last searched for; empty when there is nothing to show. */
  const [term, setTerm] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const results = useQuery({ ...friendSearchQuery(term), enabled: term !== '' });

  const close = useCallback(() => setIsOpen(false), []);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelTimer, []);

  const reset = () => {
    setTerm('');
    setIsOpen(false);
  };

  const searchFor = (value: string, isExplicit: boolean) => {
    cancelTimer();
    if (!isSearchable(value)) return reset();
    const q = value.trim();
    // Asked for again on purpose: search afresh rather than show what is cached.
    if (isExplicit) void queryClient.resetQueries({ queryKey: friendSearchQuery(q).queryKey, exact: true });
    setTerm(q);
    setIsOpen(true);
  };

  return {
    text,
    term,
    isOpen,
    isSearching: term !== '' && results.isPending,
    results: results.data ?? NO_RESULTS,
    change(value: string) {
      setText(value);
      cancelTimer();
      if (!isSearchable(value)) return reset();
      timer.current = setTimeout(() => searchFor(value, false), FRIEND_SEARCH_DEBOUNCE_MS);
    },
    submit: () => searchFor(text, true),
    clear() {
      cancelTimer();
      setText('');
      reset();
    },
    close,
    /** Shows the last results again after Close, without searching. */
    reopen: () => setIsOpen(term !== ''),
  };
}
