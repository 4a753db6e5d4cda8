import { originFrom } from '@/lib/redirect-origin';

const PURCHASE_PAGES = ['/subscribe', '/membership'];

/**
 * Where to go after a successful payment: the page the user came from (router state `from`, else the `from`
 * query parameter), otherwise /dashboard. Only in-app paths are followed, and never back to a purchase page.
 */
export function returnPath(state: unknown, search: URLSearchParams): string {
  const from = originFrom(state) ?? originFrom({ from: search.get('from') ?? undefined });
  const path = from?.split(/[?#]/)[0];
  return from && !PURCHASE_PAGES.includes(path ?? '') ? from : '/dashboard';
}
