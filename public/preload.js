// Issue 10: the first screen's requests start while the app's own scripts are still loading, instead of
// one after another once they have run. On /home, /recipes, /recipes/{id}, /login and /register (and, signed in,
// on a store, a list and the dashboard) this loads the route's chunks (their names come from the build: the JSON
// block in index.html) and the first API call exactly as the app makes it (src/api/http.ts), so the app's own
// request is answered by the preload and nothing is asked twice: a visitor's on the recipe screens (a
// <link rel="preload">), a signed-in user's on a store and a list, with the ingredient catalogue their rows are
// grouped by (a fetch with the token, askEarly). When the
// app would ask something else (saved filters are a POST) no call is preloaded and the app asks as before. On a
// page drawn before the app runs it adds the app's own scripts too (below). A plain script (not a module, not
// inline: the CSP allows no inline script).
/* global window, document, Element */
(function () {
  'use strict';
  // a signed-in start at / (public/root.js moved it on to /user-dashboard and hid the page): the visitor's landing
  // page drawn for / goes unseen, and the app draws the dashboard into the empty root
  if (document.documentElement.hidden) {
    var drawnForVisitor = document.getElementById('root');
    if (drawnForVisitor) drawnForVisitor.textContent = '';
    document.documentElement.hidden = false;
  }
  var block = document.getElementById('route-preloads');
  if (!block) return;
  var config;
  try {
    config = JSON.parse(block.textContent || '{}');
  } catch {
    return;
  }

  // tab: the tab's sessionStorage (src/lib/storage.ts)
  function read(key, tab) {
    try {
      var raw = (tab ? window.sessionStorage : window.localStorage).getItem(key);
      return raw === null ? null : JSON.parse(raw);
    } catch {
      return null;
    }
  }

  // the links and scripts go into the page at once, at the end
  var links = document.createDocumentFragment();
  function preload(href, as) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // a fetch() is a CORS-mode request with same-origin credentials: the preload must be the same to be used
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    links.appendChild(link);
  }

  // A route's scripts are loaded here, not only preloaded: each registers its modules with the app's webpack
  // runtime when it runs, before or after the runtime itself (its chunk array), and when the router asks for one
  // still on its way, the runtime waits for this script element (same src) instead of adding another. The
  // router's first navigation then adds no script elements of its own: adding a route's dozen took the app's
  // start task ~80 ms on a slow phone.
  var added = {};
  function preloadFiles(files) {
    (files || []).forEach(function (file) {
      if (added[file]) return;
      added[file] = true;
      if (/\.css$/.test(file)) {
        // a drawn page links its route's stylesheets itself
        if (!document.querySelector('link[rel="stylesheet"][href="' + file + '"]')) preload(file, 'style');
        return;
      }
      addScript(file);
    });
  }
  function addScript(file) {
    var script = document.createElement('script');
    script.src = file;
    links.appendChild(script);
  }

  function api(path) {
    return new URL(config.apiBase + path, window.location.href).href;
  }

  // A signed-in screen's first call, asked as the app asks it (src/api/http.ts: a GET with the session's token,
  // which a <link rel="preload"> cannot carry), while the app's scripts load; the app takes the answer for its own
  // first call of that address (takeEarly). What the app has not taken once its first screen is up goes: a later
  // call asks afresh.
  function askEarly(path) {
    var token = read('token');
    if (typeof token !== 'string' || !window.fetch) return;
    var early = window.larderEarly || (window.larderEarly = {});
    var url = api(path);
    early[url] = { token: token, response: fetch(url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } }) };
    // an answer nobody takes is not an unhandled rejection
    early[url].response.catch(function () {});
  }
  document.addEventListener('app-started', function () {
    delete window.larderEarly;
  }, { once: true });

  // a store's and a list's rows are grouped by their ingredients' categories (src/app/hooks.ts
  // useIngredientCategoryNames): without the catalogue they wait for it, asked only once the screen has run
  var CATALOGUE = '/form-options/ingredients';

  var root = document.getElementById('root');
  var path = window.location.pathname;
  var params = new URLSearchParams(window.location.search);
  // the app's calls carry the session's token; a preload cannot, so a signed-in start asks for itself
  function signedOut() {
    return !read('token');
  }

  // the visitor's shell drawn while a screen's code loads (dist/login.html, register.html; its state says so): signed
  // in, the app draws another shell and screen, so it goes
  function shellOnly() {
    var state = document.getElementById('page-state');
    try {
      return Boolean(state && JSON.parse(state.textContent || 'null').shell === true);
    } catch {
      return false;
    }
  }
  if (root && !signedOut() && shellOnly()) root.textContent = '';

  if (path === '/home') {
    preloadFiles(config.home);
  } else if (path === '/recipes') {
    preloadFiles(config.recipes);
    // src/features/recipes/useRecipeQuery.ts and src/store/recipesSlice.ts fetchRecipes: saved filters are a
    // POST, a search of 3 characters or more is /recipe-search, else the page of /recipes; the filters saved, or the
    // tab's applied without Save
    var filters = read('filters') || read('filters', true);
    var page = Math.max(1, parseInt(params.get('page') || '1', 10) || 1);
    var search = (params.get('search') || '').trim();
    // contract's isSearchable: at least 3 characters (code points)
    var searchable = Array.from(search).length >= 3;
    var filtered = Array.isArray(filters) && filters.length > 0;
    // a page of the catalogue the server drew (server/services/drawnPages.ts) carries its list: nothing to ask.
    // With saved filters or another tab the app shows another list: the drawn one goes at once
    var drawn = document.getElementById('page-state');
    if (drawn && root && (filtered || (window.location.hash && window.location.hash !== '#verified'))) root.textContent = '';
    if (!drawn && signedOut() && !filtered) {
      var query = new URLSearchParams();
      query.append('page', String(page));
      if (searchable) query.append('search', search);
      preload(api((searchable ? '/recipe-search?' : '/recipes?') + query.toString()), 'fetch');
    }
  } else if ((path === '/login' || path === '/register') && signedOut()) {
    preloadFiles(config[path.slice(1)]);
  } else if (/^\/recipes\/\d{1,15}$/.test(path)) {
    preloadFiles(config.recipe);
    // src/lib/ids.ts parseId: a positive whole number; the recipe page and cook mode both ask for the recipe
    var id = Number(path.slice('/recipes/'.length));
    if (id > 0 && signedOut()) preload(api('/recipes/' + id), 'fetch');
  } else if (!signedOut()) {
    // src/main.tsx: a signed-in start loads the offline copy's code; the screens with a store's or a list's
    // thousands of items (src/app/routes.tsx) and the dashboard, a signed-in user's landing, their own, and the
    // first two their data
    preloadFiles(config.signedIn);
    var list = /^\/user-shopping-lists\/(\d{1,15})$/.exec(path);
    if (/^\/user-stores\/\d{1,15}$/.test(path)) {
      preloadFiles(config.store);
      // src/features/stores/StoreScreen.tsx: the stores and what is shared with the user
      askEarly('/stores');
      askEarly('/share');
      askEarly(CATALOGUE);
    } else if (list) {
      preloadFiles(config.list);
      // src/features/shoppinglists/ShoppingListScreen.tsx, by src/lib/ids.ts parseId
      if (Number(list[1]) > 0) askEarly('/user-shoppinglists/' + Number(list[1]));
      askEarly(CATALOGUE);
    } else if (path === '/user-dashboard') {
      preloadFiles(config.dashboard);
    }
  }

  // The app's own scripts are in index.html's head; a drawn page (dist/home.html, and dist/recipe.html or
  // recipes.html as the server drew them) leaves them to this script.
  (config.app || []).forEach(function (file) {
    if (!document.querySelector('script[src="' + file + '"]')) addScript(file);
  });
  // A button on a drawn page does nothing until the app has taken the page over (src/app/shell/Shell.tsx tells when): the
  // last one clicked before is clicked again then: the same button where the app kept it (it hydrates a visitor's
  // page), else the one button of the page the app drew anew (a signed-in user's) that has the same name. The focus a
  // keyboard put on a button or a link of a page drawn anew goes likewise to the one of the new page with its name.
  function nameOf(control) {
    return control.getAttribute('aria-label') || control.textContent;
  }
  function sameIn(drawn, control) {
    if (control.isConnected) return control;
    var named = nameOf(control);
    var like = Array.prototype.filter.call(drawn.querySelectorAll(control.tagName), function (other) {
      return nameOf(other) === named;
    });
    return like.length === 1 ? like[0] : null;
  }
  function keepEarlyClick(drawn) {
    var early = null;
    var focused = null;
    function onClick(event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) early = button;
    }
    function onFocus(event) {
      focused = event.target instanceof Element && event.target.matches('button, a[href]') ? event.target : null;
    }
    // the focus left for nothing (a click on no control): nothing to give it back to. Not as the app takes its control
    // away, which blurs it too, while still in the page: the app's script is running then, and what it waits for
    // (a microtask) runs once the control is gone
    function onBlur(event) {
      var left = event.target;
      if (!event.relatedTarget) {
        Promise.resolve().then(function () {
          if (left.isConnected && focused === left) focused = null;
        });
      }
    }
    drawn.addEventListener('click', onClick);
    drawn.addEventListener('focusin', onFocus);
    drawn.addEventListener('focusout', onBlur);
    document.addEventListener('app-started', function () {
      drawn.removeEventListener('click', onClick);
      drawn.removeEventListener('focusin', onFocus);
      drawn.removeEventListener('focusout', onBlur);
      var lost = focused && !focused.isConnected && document.activeElement === document.body ? sameIn(drawn, focused) : null;
      if (lost) lost.focus();
      var again = early && sameIn(drawn, early);
      if (again) again.click();
    }, { once: true });
  }

  // While a drawn page stands (a visitor's, not cleared above) the scripts, the app's and the route's, are asked for
  // once it is on screen: its stylesheets have the connection to themselves, not a share of it beside 120 KB of
  // script, and it is painted before they arrive (Lighthouse counted every request started before that paint as
  // holding it). The app then takes the page over as before (src/main.tsx). A hidden tab paints nothing: it asks at
  // once; a browser that does not tell of its first paint asks two frames on, and any after 3 s.
  var asked = false;
  function ask() {
    if (asked) return;
    asked = true;
    document.head.appendChild(links);
  }
  var drawnPage = root && root.hasChildNodes();
  if (drawnPage) keepEarlyClick(root);
  if (!(drawnPage && signedOut() && document.visibilityState === 'visible')) {
    // in a task of its own: adding a dozen scripts costs ~30 ms on a slow phone, which with this script's own work
    // (the storage read, the early calls) was one long task. The app's start waits for tasks of its own (src/main.tsx),
    // so the scripts are in the page before its router asks for any
    setTimeout(ask);
  } else if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      ask();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(ask, 3000);
  } else {
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(ask);
    });
    setTimeout(ask, 3000);
  }
})();
