// KaTeX and its stylesheet, fetched on the first formula a page shows (decision 0021): the sign-in page and every
// page without a formula never load them. A failed fetch (offline) is forgotten, so the next formula tries again;
// until then the raw text stays on screen.
import { useEffect, useSyncExternalStore } from 'react';
// A type-only import: it leaves no import of KaTeX in the bundle.
import type KatexModule from 'katex';

export type Katex = typeof KatexModule;

let katex: Katex | null = null;
let loading: Promise<Katex> | null = null;
const listeners = new Set<() => void>();

export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => {
      katex = module.default;
      for (const listener of listeners) listener();
      return katex;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** KaTeX once it has loaded, else null; `wanted` starts the load. */
export function useKatex(wanted: boolean): Katex | null {
  const loaded = useSyncExternalStore(subscribe, () => katex);
  useEffect(() => {
    if (wanted && !loaded) loadKatex().catch(() => {});
  }, [wanted, loaded]);
  return loaded;
}
