// The early entry: the build puts it first in index.html's head (earlyEntry in vite.config.ts), so the current
// page's chunk and, for a stored session, its first API requests (lib/early-requests.ts) are on their way while the
// app's own JavaScript (main.tsx) is still arriving and starting, instead of after it. The dev server does without it.
import { preloadPage, routeRuleOf } from '@/app/page-loaders';
import { startEarlyRequests } from '@/lib/early-requests';

const { pathname } = window.location;
// The requests first: the server's answers take longer than the chunks, which are static files.
startEarlyRequests(pathname, routeRuleOf(pathname)?.page);
preloadPage(pathname);
