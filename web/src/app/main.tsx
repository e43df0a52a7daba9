import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/global.css';
// The shared controls' and the page frame's styles, each kept beside its component, are loaded here,
// all in the first stylesheet and in this order, before any feature's: the cascade stays that of one
// sheet (a feature's rule of the same weight still wins over a control's). A component importing its
// own would be split into a stylesheet of its own, loaded before the global one.
import '@/components/ui/hebrew-text.css';
import '@/components/ui/button.css';
import '@/components/ui/card.css';
import '@/components/ui/page-loader.css';
import '@/components/ui/share-code.css';
import '@/components/ui/data-table.css';
import '@/components/ui/form.css';
import '@/components/ui/progress-bar.css';
import '@/components/ui/page-shell.css';
import '@/app/routes/not-found.css';
import '@/components/layouts/site-header.css';
import '@/components/layouts/site-footer.css';
import '@/components/toaster/toaster.css';
import '@/components/ui/pill-button.css';
import '@/components/ui/icon.css';
import '@/components/ui/own-line-link.css';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
