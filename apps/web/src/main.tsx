import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRouteComponents } from '@/app/router';
import { listenForPushMessages } from '@/lib/push/push-messages';
import { registerServiceWorker } from '@/lib/push/service-worker';
import { installSoundPrewarm } from '@/lib/sounds';
import { markAppStarted } from '@/lib/early-requests';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

markAppStarted();
preloadRouteComponents(window.location.pathname);
registerServiceWorker();
listenForPushMessages();
installSoundPrewarm();

// As a transition, the first render yields to the browser every few milliseconds instead of holding a slow phone's
// main thread for the whole tree in one task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
