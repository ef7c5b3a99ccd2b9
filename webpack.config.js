// Production: content-hashed, route-split chunks in dist/. Development: webpack serve with hot reload,
// proxying /api to the server (npm run dev starts both).
const path = require('node:path');
const zlib = require('node:zlib');
const esbuild = require('esbuild');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { version } = require('./package.json');

const sourcePath = (module) => path.relative(__dirname, module.resource ?? '').split(path.sep).join('/');
/** modules by their paths from the repository's root, without .ts or .tsx ('src/lib/dates', 'contract/rules') */
const sources = (...paths) => new RegExp(`^(?:${paths.join('|')})\\.tsx?$`);
/** a cache group below: the modules of `paths` that the app loads on demand, in one file named `name` */
const oneFile = (name, paths) => ({ test: (module) => paths.test(sourcePath(module)), chunks: 'async', name, enforce: true, priority: 10 });
/**
 * a cache group below: the code that only the screens `routes` load (the webpackChunkName of each in src/app/routes.tsx),
 * in one file named `name`: each screen's own and what only they share, which was a file per screen and per set of
 * screens that share it, or copied into each. What a file above takes stays in it (a lower priority).
 */
const routesFile = (name, routes) => ({
  test: (module, { chunkGraph }) => /\.tsx?$/.test(sourcePath(module)) && chunkGraph.getModuleChunks(module).every((chunk) => routes.includes(chunk.name)),
  chunks: 'async', name, enforce: true, priority: 5,
});

// what only a signed-in user's app runs (the signed-in cache group below; userDataSlice matches too, but a first
// load has it: an async cache group leaves it in main)
const SIGNED_IN_CODE = sources(
  'src/app/signedIn', 'src/store/signedInUserData', 'src/store/user[A-Z]\\w*', 'src/store/current(Shoppinglist|Mealplan)Slice', 'src/store/loadStatus',
  'src/api/(userRecipes|importedRecipes|shoppingLists|mealplans|stores|share)', 'src/lib/importedRecipeData', 'src/components/LoadFailed',
  // a change to a store built on the server's copy, which the store and the receipt scan both make (it was in each)
  'src/store/changeStore',
  // the caps of own recipes and imports, which the own recipes' data and the wizard read (in a file of their own with the
  // search keys' otherwise, on a store's and a list's screens)
  'contract/cookbookLimits',
  // the offline copy and the outbox, which every signed-in start loads right after (src/main.tsx), with the pending
  // edits' dialog and the focus its buttons hand on: in a file of their own they were one more request on every
  // signed-in start, beside this one
  'src/pwa/(offlineData|outbox|outboxSync|idb|PendingEdits)', 'src/lib/focusScreen',
  // the components' typed store hooks, which only signed-in components use (they were copied into three chunks)
  'src/store/hooks',
);

// The receipt scan's text recognition (tesseract.js) is served from our own origin, never a CDN: its worker
// script, every core variant (the worker picks SIMD/relaxed-SIMD/plain at run time) and the eng and deu
// language data, copied from node_modules under a versioned /ocr/ folder. The scan screen loads them when it
// opens; they are not precached (see InjectManifest below), the service worker caches them on first use.
const tesseractVersion = require('tesseract.js/package.json').version;
const OCR_PATH = `ocr/${tesseractVersion}`;
const OCR_LANGS = ['eng', 'deu'];
const ocrPatterns = [
  { from: require.resolve('tesseract.js/dist/worker.min.js'), to: `${OCR_PATH}/worker.min.js` },
  { from: path.dirname(require.resolve('tesseract.js-core/package.json')), to: `${OCR_PATH}/core`, filter: (file) => file.endsWith('.wasm.js') },
  // the LSTM ("best_int") models, which the LSTM-only engine uses; the worker unpacks the gzip itself
  ...OCR_LANGS.map((lang) => ({ from: require.resolve(`@tesseract.js-data/${lang}/4.0.0_best_int/${lang}.traineddata.gz`), to: `${OCR_PATH}/lang/${lang}.traineddata.gz` })),
];

// SPEC §4: each build is a version: APP_VERSION, or the package version plus a build id (BUILD_ID or the
// build time), shown in the menu and written to /latest-version.json for the update check.
const buildId = process.env.BUILD_ID || new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const appVersion = process.env.APP_VERSION || `${version}+${buildId}`;

/** Writes dist/latest-version.json { currentVersion } (served no-cache, never cached by the worker). */
class LatestVersionPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LatestVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LatestVersionPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('latest-version.json', new webpack.sources.RawSource(JSON.stringify({ currentVersion: appVersion })));
      });
    });
  }
}

/** A named chunk group's scripts and styles beyond the main entry's (the first load of a route, less the app's own). */
function routeFiles(compilation, name) {
  const entryFiles = new Set(compilation.entrypoints.get('main').getFiles());
  const group = compilation.namedChunkGroups.get(name);
  return group ? group.getFiles().filter((f) => /\.(?:js|css)$/.test(f) && !entryFiles.has(f)).map((f) => compilation.outputOptions.publicPath + f) : [];
}

// React Router's package exports point at its development build whatever the mode (dev warnings on); its
// production build is the same code with them off: the production builds (client and drawn pages) take it
const reactRouterProduction = path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs');
const reactRouterDomProduction = path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs');

/** the build's values in the app's code (process.env.X), in the client and in the server's page renderer */
const appDefines = {
  'process.env.APP_VERSION': JSON.stringify(appVersion),
  'process.env.API_BASE': JSON.stringify(process.env.API_BASE || '/api'),
  'process.env.OCR_PATH': JSON.stringify(`/${OCR_PATH}`),
};

/**
 * The pages whose first paint is the screen itself, not an empty root filled once the scripts have run (the app
 * hydrates them, src/main.tsx), each index.html with its route's stylesheets linked and the app's scripts left to
 * public/preload.js, which asks for them once the page is on screen. One renderer draws them, the
 * app's own components bundled for Node (scripts/render-pages.tsx, as dist/ssr/pages.cjs):
 * - dist/home.html, the landing page, drawn here; the server sends it for /home, and for / as dist/root.html, which
 *   runs public/root.js first (the root's redirect, done before the page is drawn);
 * - dist/recipe.html and dist/recipes.html with an empty root, which the server draws a recipe page or a page of
 *   the catalogue into (server/services/drawnPages.ts; it loads the renderer as it reads index.html);
 * - dist/login.html and dist/register.html, the visitor's shell with the loading wheel where the form goes, drawn
 *   here: the server sends them for /login and /register, and the app draws the form over them once its code is in
 *   (the page's state says so), where an undrawn page was blank until then.
 */
class PrerenderPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      // after HtmlWebpackPlugin wrote index.html, before PrecompressPlugin packs the pages
      compilation.hooks.processAssets.tapPromise({ name: 'PrerenderPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 }, async (assets) => {
        const index = assets['index.html']?.source().toString();
        if (!index) return;
        if (!index.includes('<div id=root></div>')) throw new Error('PrerenderPlugin: index.html has no empty root');
        // index.html with the route's stylesheets linked, and without the app's scripts: public/preload.js asks for
        // them once the drawn page is on screen
        const appScripts = compilation.entrypoints.get('main').getFiles().filter((file) => file.endsWith('.js'));
        const drawnPage = (route) => {
          const links = routeFiles(compilation, route).filter((file) => file.endsWith('.css')).map((file) => `<link href=${file} rel=stylesheet>`).join('');
          return appScripts.reduce((html, file) => {
            const tag = `<script defer src=${compilation.outputOptions.publicPath}${file}></script>`;
            if (!html.includes(tag)) throw new Error(`PrerenderPlugin: index.html has no ${tag}`);
            return html.replace(tag, '');
          }, index.replace('</head>', `${links}</head>`));
        };
        const bundle = await esbuild.build({
          entryPoints: [path.join(__dirname, 'scripts', 'render-pages.tsx')],
          bundle: true,
          platform: 'node',
          format: 'cjs',
          target: 'node20',
          minify: true,
          write: false,
          outfile: 'pages.cjs',
          jsx: 'automatic',
          // Node cannot load the stylesheets components import: the pages link them
          loader: { '.css': 'empty' },
          // React Router's production build, as the client's (see resolve.alias below)
          alias: { 'react-router': reactRouterProduction, 'react-router/dom': reactRouterDomProduction },
          define: { ...appDefines, 'process.env.NODE_ENV': '"production"' },
          logLevel: 'error',
        });
        const renderer = bundle.outputFiles[0].text;
        // the renderer, run here as the server runs it, draws the landing page
        const loaded = { exports: {} };
        new Function('module', 'exports', 'require', renderer)(loaded, loaded.exports, require);
        const home = await loaded.exports.drawHome();
        const homePage = drawnPage('home').replace('<div id=root></div>', `<div id=root>${home}</div>`);
        compilation.emitAsset('home.html', new webpack.sources.RawSource(homePage));
        // the root address: the landing page with public/root.js ahead of the page, which moves the address on to
        // /home (or a signed-in start to /user-dashboard, the page hidden) before it is drawn
        const preloadTag = '<script src=/preload.js defer></script>';
        if (!homePage.includes(preloadTag)) throw new Error(`PrerenderPlugin: index.html has no ${preloadTag}`);
        compilation.emitAsset('root.html', new webpack.sources.RawSource(homePage.replace(preloadTag, `<script src=/root.js></script>${preloadTag}`)));
        for (const form of ['login', 'register']) {
          const shell = await loaded.exports.drawShell(`/${form}`, form);
          const page = drawnPage(form).replace('</head>', `${shell.head}</head>`).replace('<div id=root></div>', `<div id=root>${shell.root}</div>`);
          compilation.emitAsset(`${form}.html`, new webpack.sources.RawSource(page));
        }
        compilation.emitAsset('recipe.html', new webpack.sources.RawSource(drawnPage('recipe-route')));
        compilation.emitAsset('recipes.html', new webpack.sources.RawSource(drawnPage('discover')));
        // minified already: webpack's minifier leaves it
        compilation.emitAsset('ssr/pages.cjs', new webpack.sources.RawSource(renderer), { minimized: true });
      });
    });
  }
}

/**
 * Writes a .gz and (for files under 1 MiB, where brotli's best level stays quick) a .br beside every text
 * asset, which the server sends to browsers that accept them (@fastify/static preCompressed): the first load
 * is sent compressed with no compression work per request. A variant that saves nothing is left out.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          if (!/\.(?:js|css|html|json|svg|webmanifest)$/.test(name)) continue;
          const source = asset.buffer();
          if (source.length < 1024) continue;
          const variants = [['gz', zlib.gzipSync(source, { level: 9 })]];
          if (source.length < 1024 * 1024) {
            variants.push(['br', zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })]);
          }
          for (const [ext, packed] of variants) {
            if (packed.length < source.length) compilation.emitAsset(`${name}.${ext}`, new webpack.sources.RawSource(packed));
          }
        }
      });
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // with the app: the small modules most screens use, each under splitChunks' floor below and so copied into every
    // route chunk that uses it (TextField into 10, EmptyState 8, permissions 7): one copy in the first load
    // (+0.4 KiB gzip) instead (app JS −3.7 KiB). The options menu too, which a recipe's page (a first load) and nine
    // other screens have: a file of its own was one more request on each (+0.4 KiB on /home). The address's id reader
    // and the clipboard, which a recipe's page loads anyway, too (ids.ts was in six chunks, the clipboard in three). And
    // the note that what is shown may be out of date (Freshness), which a recipe's page (a visitor's too) and eight
    // signed-in screens show: it was copied into each (the store +0.2 KiB; in the first load +0.15). And what reads a
    // change out to a screen reader (useLiveText), which the item search and the three cook modes use and the cooking
    // chip with them: copied into seven files, and in the shared file below it brought that file onto cook mode (+8.5)
    entry: { main: ['./src/main.tsx', './src/components/TextField.tsx', './src/components/EmptyState.tsx', './src/lib/permissions.ts', './src/components/Menu.tsx', './src/lib/ids.ts', './src/lib/clipboard.ts', './src/components/Freshness.tsx', './src/components/useLiveText.ts'] },
    output: {
      // DIST_DIR: build elsewhere (the browser tests read the same variable), so two builds never collide
      path: path.resolve(__dirname, process.env.DIST_DIR || 'dist'),
      publicPath: '/',
      // 8 hex digits of content hash (as most React builds): the runtime carries every chunk's hash, in the first load
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // SPEC §9: a script chunk may take up to 120 s on a poor connection
      chunkLoadTimeout: 120000,
      // the array every chunk file pushes itself onto, named at the head of each ('(self.larder=self.larder||[]).push(…')
      // where a file's gzip has nothing yet to refer back to: webpack's default, 'webpackChunklarder', cost ~10 bytes
      // gzip a file, -0.7 KiB over the app's files
      chunkLoadingGlobal: 'larder',
      clean: true,
    },
    // production maps are written beside the files but not named in them: every visitor downloaded a
    // '//# sourceMappingURL=' line per file (73 files, ~2.5 KiB gzip) for a debugger's sake; load a map by hand
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: production ? { 'react-router$': reactRouterProduction, 'react-router/dom$': reactRouterDomProduction } : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // type-checking is `npm run typecheck`; the build only transpiles
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true } } },
        },
        // React Router's production build names its components and contexts by an assignment after each is made, which
        // kept every one the app never uses, with what it uses, in the first load (<Form>, useSubmit, the form data's
        // code): each is named where it is made instead, which the minifier drops unused (scripts/droppable-display-names.js;
        // app JS and each first load -1.2 KiB gzip)
        { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, loader: path.join(__dirname, 'scripts', 'droppable-display-names.js') },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(svg|png|mp3|ogg|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(appDefines),
      // apiBase: public/index.html hands it to public/preload.js, which starts a screen's first API call early
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', apiBase: process.env.API_BASE || '/api', routeFiles }),
      // the shared chunk's style sheets cannot be in an order that suits every screen (webpack warned of it on each
      // build); no two style sheets style the same selector, nor override another's by order alone
      // (src/styles/selectors.test.ts), so their order is free
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }, ...ocrPatterns] }),
      new LatestVersionPlugin(),
      // the service worker is built for production only (a dev server would re-install it on every change)
      ...(production
        ? [new InjectManifest({
          swSrc: './src/pwa/service-worker.ts',
          swDest: 'service-worker.js',
          // the app shell and route chunks only: no source maps, licences, version file or chime
          include: [/\.(?:js|css)$/, /^index\.html$/, /^manifest\.webmanifest$/, /^icons\/icon-192\.png$/, /^icons\/icon\.svg$/],
          // root.js runs only on the root's drawn page (dist/root.html), which the worker never serves: it answers / with index.html
          exclude: [/\.map$/, /LICENSE/, /^latest-version\.json$/, /^ocr\//, /^root\.js$/],
          // hashed names need no revision
          dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
          maximumFileSizeToCacheInBytes: 512 * 1024,
        })]
        : []),
      ...(production ? [new PrerenderPlugin(), new PrecompressPlugin()] : []),
    ],
    optimization: {
      // '...' keeps webpack's JS minifier; the CSS is minified too
      minimizer: ['...', new CssMinimizerPlugin()],
      // webpack's own JS minifier (terser), told it may write modern syntax (the source is compiled to ES2022, so no
      // older browser runs it anyway) and given a third pass; no unsafe transforms. Not `module: true`: the receipt
      // scan's engine (tesseract.js) minified as a module never answered (the scan browser test caught it)
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
      // a module's exports are named a, b, c… in the order of their names, where webpack's default gives each a two-letter
      // name that survives another export being added: -2.3 KiB over the app's files, for a file's hash changing with
      // the exports its imports use (the files that import from a module are mostly changed with it anyway)
      mangleExports: 'size',
      splitChunks: {
        chunks: 'all',
        // a module two route chunks share is loaded once, not copied into each: webpack's default 20 kB floor
        // for a split left ~200 kB of components and rules copied across the route chunks
        minSize: 2000,
        cacheGroups: {
          // the stylesheets two or more route chunks share are one file they load, not a copy in each route's
          // stylesheet; one file, as a dozen small ones compress badly and cost a request each
          sharedCss: { type: 'css/mini-extract', chunks: 'async', minChunks: 2, name: 'shared', enforce: true, priority: 10 },
          // the signed-in code (src/app/signedIn.ts, the user_data modules it joins, current_shoppinglist's and
          // current_mealplan's slices it adds) is one file: every signed-in start loads all of it, and split by the
          // screens that use each part it was five requests. The small modules only signed-in code shares join it
          // (their API calls, the load statuses, an import's data, LoadFailed): under minSize above, each was copied
          // into every chunk that used it (LoadFailed into five: app JS +1.6 KiB)
          signedIn: oneFile('signed-in', SIGNED_IN_CODE),
          // what most screens share (the contract's rules, dates, sorting, the dialog and the tabs), one file: split by
          // the screens that use each, they were up to five small files on nearly every screen, each a request of its
          // own (on HTTP/1.1 six at a time) before the screen could draw. A sign-in form loads the dialog's and the
          // tabs' code with the rules (+2 KiB). The modal hook every dialog uses and the confirm dialog join it: under
          // minSize, they were copied into each chunk with a dialog (the hook into eleven); so do the sign-in forms' card
          // (in four) and the ingredient search (in the filter's and the item search's shared files); and the rename
          // dialog of a list's, a store's and a plan's menus (in two), and the focus handed on when a row goes (in two);
          // and the modal hook's history entry (Back closes a dialog), a file of its own on sixteen screens otherwise
          // and the header's 'shared by … · view only' of a list's, a store's and a plan's pages (a file of its own with the print
          // mode's, otherwise); and the key that makes a form sent twice one change (useSubmissionKey), which was copied
          // into seven screens' files (app JS -1.0 KiB)
          common: oneFile('common', sources('contract/rules', 'src/lib/(dates|collation|ingredientSearch|modalHistory)', 'src/components/(Dialog|Tabs|useModalDialog|ConfirmDialog|RenameDialog|focusAfterRemoval|SharedBy|useSubmissionKey)', 'src/features/auth/AuthCard')),
          // a list's and a store's items: what the dashboard, the lists, the store and the diary read them with, and the
          // small parts two of those screens share (the badges, the long list's later rows), which were copied into each
          items: oneFile('items', sources('src/lib/(storeItems|shoppingListItems|rowKeys)', 'src/components/(ExpiryBadge|Badge|useRenderedLater)')),
          // how amounts read and scale: one file, not three, on a recipe's page, an own one's, an import's, the lists, the
          // store and the plans (a visitor's recipe page: 5 files to 3, -0.5 KiB). The fractions an amount is read and
          // written with, which the item search uses too: under minSize, they were copied into each chunk that used them
          // (in two). And the conversion of amounts between units, which a recipe's lines tell cups with: in the
          // items' file it brought that whole file (the lists' and the stores' code) onto a visitor's recipe page (+2.6 KiB).
          // A recipe's servings stepper, allergen warning and timers go with its lines (recipe-lines below): here the
          // store, the lists, the dashboard, the scan, the cookbook and Discover loaded them for nothing (each -1.0 KiB),
          // and a recipe's page loads both files as before
          recipeAmounts: oneFile('recipe-amounts', sources('contract/(ingredientsText|fractions|mergeQuantities)')),
          // the dietary badges and filters, which a recipe's pages, the catalogue's cards and the filter have: under minSize,
          // they were copied into each chunk that used them (dietary.ts into four; app JS -1.1 KiB). In recipe-amounts they
          // came onto the store, the lists, the scan and the dashboard (-0.3 KiB each) and brought that file to Discover, the
          // home page and the preferences, which have no amounts (-0.9 each); a recipe's page loads one file more (+0.2)
          dietary: oneFile('dietary', sources('src/components/DietaryBadges', 'src/lib/dietary')),
          // what a meal plan's editing shares with the saving of a list and a store (the conflict dialog's loader, the save queue,
          // the sync's words) and the notice of a refused change, which all three show (it was copied into two). And the
          // long lists' windowing (only the rows in view are drawn), which the same screens and a list's own screen use: a
          // file of its own was one more on each (a store -0.2 KiB; a list +1.2, which loads the sync's part now); and whether the
          // page is printing, which the long lists draw all their rows for. And the not-found notice and the flush on
          // leaving, which the same three pages' loads and saves use: in the items' file they brought it (the lists' and
          // the stores' code) to a plan's pages (-2.0 KiB each)
          sync: oneFile('sync', sources('src/components/(LazyConflictDialog|WindowedList|NotFoundNotice)', 'src/lib/(saveQueue|windowing|printing|useFlushOnLeave)', 'src/pwa/(syncText|RefusedNotice)')),
          // why a list, a store or a plan is not found, and what became of a change kept for a list or a store: the not-found
          // notice loads both as it shows, one file, not two side by side (app JS -0.1 KiB; a plan's notice, which keeps no
          // change, loads the second too: +0.4)
          notFound: oneFile('not-found-reason', sources('src/components/NotFoundReason', 'src/pwa/GoneEdits')),
          // the item search of a list's and a store's editors and the recipe wizard, with the quantity field it shares with
          // the receipt scan's review: one file, not two on each of those screens (each -0.2 KiB; the scan +1.3)
          itemSearch: oneFile('item-search', sources('src/components/(ItemSearch|useQuantityField)')),
          // when a store's items expire and how that is said, with the clock that keeps them current: one file, not two
          // on the dashboard, a store and the notifications screen. The notices' list (src/lib/expiryNotices) goes with
          // the notifications screen, the one that makes it (a store and the dashboard -0.1 KiB)
          expiry: oneFile('expiry', sources('contract/expiry', 'src/lib/expiry', 'src/components/useNow')),
          // the dialogs a store's, a list's and a plan's options menu opens (delete, remove, share) and the name form of
          // their rename dialog and of a new list: one file, not two on a store and a list (each -0.2 KiB; a plan +0.5)
          entityActions: oneFile('entity-actions', sources('src/components/(EntityActionDialogs|useOpenedOnce|NameForm)')),
          // a recipe's card, which Discover and the home page show (copied into both), and the note of what a listing
          // the server cut short leaves out, which the lists', stores' and plans' screens and the shop's store dialog say
          // (copied into four): a small file each (app JS -0.2 and -0.6 KiB; each screen +0.1 to 0.2)
          recipeCard: oneFile('recipe-card', sources('src/components/RecipeCard')),
          // the note's file holds the form of a new list too, which the lists' screens and a plan's Ingredient Summary make:
          // it was copied into both, and the lists' screens' own file held nothing else (app JS -0.3 KiB; the stores' and the
          // plans' screens +0.2; the Ingredient Summary's code is one file more, 0.2 KiB smaller)
          leftOut: oneFile('left-out', sources('src/components/(LeftOutNote|NewListForm)')),
          // a plan's dates, and the rules of its menu, which the plans' screens and the diary's check share (in two); the
          // contract's rules of a plan's name and dates they read them with, which a plan's schedule dialog uses too (a file
          // of its own otherwise: app JS +0.2 KiB); and the loader of the Ingredient Summary dialog a plan's menu and the
          // diary open, which was copied into both (app JS -0.15 KiB; the dashboard and a plan's editor, which load this
          // file without it, +0.2)
          mealplanDates: oneFile('mealplan-dates', sources('src/lib/(mealplanDates|mealplanMenu)', 'contract/planRules', 'src/features/mealplans/LazyIngredientSummaryDialog')),
          // the sign-in forms (sign in, forgot password, register, reset password, verify an address): one file, not four
          // that a visitor going from one form to the next loaded one after another (+1.5 to 2.3 KiB on each; app JS -1.4)
          auth: routesFile('auth', ['login', 'register', 'reset-password', 'verify']),
          // the static pages likewise (about, legal, contact with its beta and bug report forms): one file, not three
          // (about +3.8 KiB, legal +1.9, contact +3.6; app JS -0.7)
          static: routesFile('static', ['about', 'legal', 'contact']),
          // the screens that list a user's stores, shopping lists and meal plans, each with its create dialog, alike in
          // their parts: one file, not three (each +1.3 to 1.5 KiB; app JS -1.0)
          collections: routesFile('collections', ['stores', 'shopping-lists', 'mealplans']),
          // a meal plan's screen and its editor's (a new or an existing plan), which share the editor itself: one file, not
          // three (a plan -0.2 KiB, its editor +0.1; app JS -0.9)
          plan: routesFile('plan', ['mealplan', 'mealplan-edit']),
          // a store's screen and the row and menu of a store it shares with the stores' screen: one file, not two on a
          // store (-0.4 KiB; the stores' screen +2.4, which opens a store next); the stores' screen's own code stays with
          // the lists' and plans' screens' (collections, a higher priority)
          storeScreen: { ...routesFile('store-screen', ['stores', 'store']), priority: 4 },
          // how a recipe's lines are said (contract/recipeLines), with the options menu of a recipe's and an own recipe's
          // page, which copies them: under minSize, the menu was copied into both pages' files (app JS -0.3; a visitor's
          // recipe page +0.1 KiB, the wizard, an imported recipe and the diary +0.4, which load the lines without the menu).
          // And what only the screens that load this file run: the servings stepper, the allergen warning and the timers
          // (cook mode's too, opened from a recipe's pages), which in recipe-amounts came onto the lists and the store
          recipeLines: oneFile('recipe-lines', sources('contract/(recipeLines|timer)', 'src/components/(RecipeOptions|Servings|AllergenWarning)')),
          // cook mode: the catalogue's and an own recipe's screens with the steps, timers and wake lock they share with
          // an imported recipe's (whose own screen goes with that recipe's page): one file, not three (an imported recipe
          // +0.7 KiB; app JS -0.7)
          cookMode: oneFile('cook-mode', sources('src/features/cook/(?!Imported|imported)\\w+', 'src/lib/stepTimers', 'contract/stepIngredients')),
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.PORT || 8080}` }],
    },
  };
};
