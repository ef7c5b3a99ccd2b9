/** @jsxRuntime automatic */
// Build step (webpack.config.js PrerenderPlugin): prints the landing page /home as a visitor's app draws it
// (SPEC §2) as HTML, for dist/home.html. A visitor's first paint is then the page itself, not an empty root
// filled once the scripts have run. Run with tsx.
import './ignore-css';
import { makeStore } from '../src/app/store';
import HomeScreen from '../src/features/home/HomeScreen';
import { renderScreen } from './renderScreen';

renderScreen('/home', 'home', <HomeScreen />, makeStore()).then((markup) => process.stdout.write(markup), (err: unknown) => {
  process.stderr.write(`prerender-home: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
