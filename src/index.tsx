import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { startInspector } from './lib/inspector';
import { applyDeferredCss } from './lib/deferredCss';
import { hasValidSession } from './lib/session';
import { applyThemeSettings, readTheme } from './lib/theme';
import { SIGN_IN_PATH, startSignIn } from './app/signIn';
import { registerWorkerWhenIdle } from './offline/registerWorker';

applyThemeSettings(readTheme());
void startInspector();

const container = document.getElementById('root');
if (!container) throw new Error('Missing <div id="root"> in index.html');

// A signed-out visit of the sign-in page hydrates its prerendered markup with the sign-in code
// only; anything else loads the whole app (src/app/boot.tsx). public/theme-init.js makes the same
// choice before the first paint, to hide the prerendered form on other pages: keep them in step.
if (window.location.pathname === SIGN_IN_PATH && !hasValidSession()) startSignIn(container);
else
  void Promise.all([import(/* webpackChunkName: "app" */ './app/boot'), applyDeferredCss()]).then(
    ([{ startApp }]) => {
      container.replaceChildren(); // the prerendered sign-in markup
      document.documentElement.removeAttribute('data-crms-prerender');
      startApp(container);
    },
  );

// The app's files precached for offline starts (src/sw.ts), after the first paint and idle.
registerWorkerWhenIdle();
