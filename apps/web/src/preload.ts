// The early entry: the build puts it first in index.html's head (earlyEntry in vite.config.ts), so the current
// page's chunk downloads while the app's own JavaScript (main.tsx) is still arriving and starting, instead of after
// it. The dev server does without it.
import { preloadPage } from '@/app/page-loaders';

preloadPage(window.location.pathname);
