/**
 * The app's full stylesheets on the first-load sign-in page. index.html carries them with
 * `media="print"` and `data-crms-deferred-css` (PrerenderSignInPlugin in webpack.config.ts): they
 * download at low priority without blocking anything, while the page paints and runs on its
 * inlined critical CSS. Parsing and applying the full CSS was one of the longest tasks of the
 * first load, and re-laid out the form (docs/decisions.md "First load").
 *
 * `applyDeferredCss()` switches them on and resolves once they are applied (at once if they are
 * already, or if there are none, as in development). The app calls it before it renders; the
 * sign-in page calls it on the first interaction, before any state its critical CSS lacks (an
 * error message, a spinner) can show.
 */
const SELECTOR = 'link[data-crms-deferred-css]';

let applied: Promise<void> | null = null;

function loaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    // An error (offline) must not keep the app from starting: it renders with what it has.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

export function applyDeferredCss(): Promise<void> {
  if (applied) return applied;
  const links = [...document.querySelectorAll<HTMLLinkElement>(SELECTOR)];
  for (const link of links) {
    link.media = 'all';
    link.removeAttribute('data-crms-deferred-css');
  }
  applied = Promise.all(links.map(loaded)).then(() => undefined);
  return applied;
}

/** Applies the deferred CSS on the first focus, pointer or key event anywhere on the page. */
export function applyDeferredCssOnFirstInteraction(): void {
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const once = () => {
    for (const type of events) document.removeEventListener(type, once, true);
    void applyDeferredCss();
  };
  for (const type of events) document.addEventListener(type, once, true);
}
