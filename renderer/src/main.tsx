import './lib/effects-before-input';
import { startTransition } from 'react';
import { madridWallClock } from '../../shared/madrid-time';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { listenToOtherWindows } from './lib/changes';
import { dropEarlyInput, replayEarlyInput } from './lib/early-input';
import { nextTask, pageState, whenHydrated } from './lib/hydration';
import { queryClient } from './lib/query-client';
import { Root } from './Root';
import { SCREENS } from './App';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A change made in another window of this browser (a diner's cancel) reaches this one's caches.
listenToOtherWindows(queryClient);

// A diner's page arrives rendered, with the answers it was rendered from: the app takes over that
// markup instead of drawing it again (server/site/page-render.ts).
const rendered = pageState();
if (rendered) {
  for (const { queryKey, data } of rendered.answers) queryClient.setQueryData(queryKey, data);
  // A field filled in or a button tapped while the page was being taken over counts now.
  whenHydrated(replayEarlyInput);
  // Meanwhile the page is on screen and its links work: only its buttons wait for the chunk. The
  // steps are tasks of their own, so the phone can answer a tap between them: running the scripts,
  // loading the venue clock's time-zone data (the first render reads the clock; ~20 ms on a phone),
  // taking the page over.
  void SCREENS[rendered.route]
    .preload()
    .then(nextTask)
    .then(() => madridWallClock(new Date()))
    .then(nextTask)
    .then(() => hydrateRoot(container, <Root queryClient={queryClient} consentChosen={rendered.consentChosen} />))
    .catch((error: unknown) => {
      // Not taken over (its screen's code did not load): the page's buttons are let go, not held for ever.
      dropEarlyInput();
      throw error;
    });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(<Root queryClient={queryClient} />));
}
