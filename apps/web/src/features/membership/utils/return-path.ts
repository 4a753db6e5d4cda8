import { originFrom } from '@/lib/redirect-origin';

/**
 * Where to go after a successful payment: the page the user came from (router state `from`, else the `from`
 * query parameter), otherwise /dashboard. Only in-app paths are followed, and never back to the purchase page.
 */
export function returnPath(state: unknown, search: URLSearchParams): string {
  const from = originFrom(state) ?? originFrom({ from: search.get('from') ?? undefined });
  const isPurchasePage = from === '/subscribe' || from?.startsWith('/subscribe?');
  return from && !isPurchasePage ? from : '/dashboard';
}
