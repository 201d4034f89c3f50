import './lib/effects-before-input';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ToastProvider } from './components/ui/Toaster';
import { listenToOtherWindows } from './lib/changes';
import { queryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A change made in another window of this browser (a diner's cancel) reaches this one's caches.
listenToOtherWindows(queryClient);

const root = createRoot(container);
startTransition(() => root.render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <App />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
));
