import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import './styles.css';
import { holdEarlyClicks } from './app/early-clicks';

/** Resolves once the browser has had a frame to paint (or after 100 ms in a hidden tab). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

// A prerendered page (`/`, `/auth`) is painted from its HTML first: only then does the app's
// JavaScript load and hydrate it, so the first paint waits for no script.
const prerendered = !!document.getElementById('root')?.dataset.prerendered;
const earlyClicks = prerendered ? holdEarlyClicks() : undefined;
void (prerendered ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./app/start'))
  .then(({ start }) => start(earlyClicks?.release));
