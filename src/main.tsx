// The app's entry. Its modules are evaluated in tasks of their own, not one: React's DOM renderer, then the app's
// state (its store, its slices and Redux Toolkit), then the rest (src/start.tsx, which starts the app in tasks of its
// own too). In one task they were a first load's longest (~40 ms; ~170 ms with the CPU slowed 4×), holding back a tap
// on the page drawn before it (issue 10). They are in the files already loaded (eager): each import only evaluates.
// The worker's word on recipes gone is listened for at once (src/pwa/register.ts).
import './pwa/register';
import './styles/global.css';

const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve); });

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/store'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './start'));
