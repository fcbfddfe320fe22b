// Applies the stored theme before the first paint. The build inlines it into index.html ahead of
// the app bundle; the Content-Security-Policy allows it by its hash (server/http/theme-init-script.ts).
// Mirrors readTheme/applyThemeSettings in src/lib/theme.ts: keep the two in step.
(function () {
  try {
    var root = document.documentElement;
    var stored = {};
    try {
      stored = JSON.parse(localStorage.getItem('themeSettings') || '{}') || {};
    } catch (_e) {
      stored = {};
    }
    var mode =
      stored.mode === 'system' ? 'system' : localStorage.getItem('darkMode') === 'true' ? 'dark' : 'light';
    var dark =
      mode === 'dark' ||
      (mode === 'system' &&
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) root.setAttribute('data-bs-theme', 'dark');
    var primary = stored.primary;
    if (
      typeof primary === 'string' &&
      /^#[0-9a-f]{6}$/i.test(primary) &&
      primary.toLowerCase() !== '#0d6efd'
    ) {
      var rgb = [1, 3, 5].map(function (i) {
        return parseInt(primary.slice(i, i + 2), 16);
      });
      root.setAttribute('data-crms-primary', primary);
      root.style.setProperty('--crms-primary', primary);
      root.style.setProperty('--crms-primary-rgb', rgb.join(', '));
      root.style.setProperty(
        '--crms-primary-hover',
        'rgb(' +
          rgb
            .map(function (c) {
              return Math.round(c * 0.85);
            })
            .join(', ') +
          ')',
      );
    }
    if (stored.compactSidebar === true) root.classList.add('crms-compact-sidebar');
  } catch (_e) {
    // No storage (private mode): the app starts with the default theme.
  }
  // index.html holds the prerendered sign-in page. Any other page, or the sign-in page with a
  // valid session (it goes on to /dashboard), must not paint it: index.html's critical CSS hides
  // #root while this attribute is set, and src/index.tsx removes it when the app renders. Mirrors
  // the choice in src/index.tsx (hasValidSession in src/lib/session.ts): keep them in step.
  try {
    var signedIn = false;
    var token = localStorage.getItem('bearer_token');
    var expiry = localStorage.getItem('token_expiration');
    if (token && expiry) {
      var ms = /^\d+$/.test(expiry) ? Number(expiry) : Date.parse(expiry);
      signedIn = isFinite(ms) && Date.now() < ms;
    }
    if (window.location.pathname !== '/' || signedIn)
      document.documentElement.setAttribute('data-crms-prerender', 'skip');
  } catch (_e) {
    if (window.location.pathname !== '/')
      document.documentElement.setAttribute('data-crms-prerender', 'skip');
  }
  // Until the sign-in code has taken over the prerendered form, a submit (Enter, or a click on
  // Login) would be the browser's own: a GET that puts the password into the URL. Such a submit is
  // held back and marked; src/app/signIn.tsx submits the form again once it is hydrated. Bubbling
  // after React's listener on #root, so a submit the form handled is already prevented.
  if (!document.documentElement.hasAttribute('data-crms-prerender'))
    document.addEventListener('submit', function (e) {
      var html = document.documentElement;
      if (e.defaultPrevented || html.hasAttribute('data-crms-hydrated')) return;
      e.preventDefault();
      html.setAttribute('data-crms-pending-submit', '');
    });
})();
