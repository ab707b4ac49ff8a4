import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';

// Scroll restoration is ours: the browser's own is switched to manual.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
