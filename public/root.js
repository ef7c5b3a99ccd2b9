// The root address, /. SPEC §2: there a signed-in user goes to /user-dashboard and a visitor to /home (the app's
// RootRedirect, src/app/RequireAuth.tsx). The server sends / as the visitor's landing page drawn (dist/root.html:
// dist/home.html with this script in its head), so a first visit paints it as soon as /home does, not once the app's
// scripts have run. Only this device knows whether it is signed in (the session in local storage), so this script,
// run before the page is drawn (in the head, neither deferred nor async), does the redirect without a request: the
// address becomes /home, which the page was drawn for and the app takes over as it takes over /home; a signed-in
// start becomes /user-dashboard with the page hidden, which public/preload.js then empties and shows again for the
// app to draw the dashboard in, so the visitor's page is never shown to a signed-in user. A plain script (the CSP
// allows no inline script). The service worker answers / with index.html, which carries neither (the app redirects).
/* global window, document */
(function () {
  'use strict';
  if (window.location.pathname !== '/') return;
  // as src/store/authSlice.ts authStateFromStorage: signed in with both a token and a user (src/lib/storage.ts)
  function stored(key) {
    try {
      return JSON.parse(window.localStorage.getItem(key));
    } catch {
      return null;
    }
  }
  var signedIn = Boolean(stored('token') && stored('user'));
  window.history.replaceState(null, '', signedIn ? '/user-dashboard' : '/home');
  if (signedIn) document.documentElement.hidden = true;
})();
