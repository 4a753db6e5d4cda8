import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { listenForPushMessages } from '@/features/push/push-messages';
import { registerServiceWorker } from '@/features/push/service-worker';
import { installSoundPrewarm } from '@/features/sounds';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

registerServiceWorker();
listenForPushMessages();
installSoundPrewarm();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
