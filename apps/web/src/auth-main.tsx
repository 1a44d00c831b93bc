// The sign-in document's entry (auth.html; issue 18). The server usually sends the page
// prerendered (round 5), so it paints without any script: the page's code starts after that
// first paint instead of competing with it (its chunks are requested from here, not preloaded
// by the HTML). The stylesheet stays on the entry, so auth.html as built still links it.
import './lib/zod-jitless';
import './index.css';

const start = () => void import('./auth-start');
if (document.visibilityState === 'hidden') {
  // A background tab paints nothing and runs no animation frame until shown.
  start();
} else {
  requestAnimationFrame(() => setTimeout(start));
}
