import { createTimer, hasStarted, isDue, isRunning, pauseTimer, remainingSeconds, resetTimer, startTimer } from './stepTimers';

const T0 = 1_000_000;

test('a new timer shows its full length and is not running', () => {
  const t = createTimer(600);
  expect(remainingSeconds(t, T0)).toBe(600);
  expect(isRunning(t)).toBe(false);
  expect(hasStarted(t)).toBe(false);
});

test('a running timer counts down by wall-clock time, whole seconds', () => {
  const t = startTimer(createTimer(600), T0);
  expect(remainingSeconds(t, T0 + 999)).toBe(600);
  expect(remainingSeconds(t, T0 + 1000)).toBe(599);
  expect(remainingSeconds(t, T0 + 61_500)).toBe(539);
});

test('it goes on past zero into negative time', () => {
  const t = startTimer(createTimer(5), T0);
  expect(remainingSeconds(t, T0 + 5000)).toBe(0);
  expect(remainingSeconds(t, T0 + 7000)).toBe(-2);
});

test('pause keeps the time run; resume carries on from there', () => {
  let t = startTimer(createTimer(600), T0);
  t = pauseTimer(t, T0 + 10_000);
  expect(isRunning(t)).toBe(false);
  expect(hasStarted(t)).toBe(true);
  expect(remainingSeconds(t, T0 + 50_000)).toBe(590);
  t = startTimer(t, T0 + 50_000);
  expect(remainingSeconds(t, T0 + 55_000)).toBe(585);
});

test('starting a running timer or pausing a paused one changes nothing', () => {
  const running = startTimer(createTimer(60), T0);
  expect(startTimer(running, T0 + 5000)).toBe(running);
  const paused = pauseTimer(running, T0 + 1000);
  expect(pauseTimer(paused, T0 + 9000)).toBe(paused);
});

test('reset returns to the full length, stopped, with the sound armed again', () => {
  const t = resetTimer({ ...startTimer(createTimer(60), T0), alarmed: true });
  expect(t).toEqual(createTimer(60));
});

test('isDue once zero is reached, until the sound has played', () => {
  const t = startTimer(createTimer(5), T0);
  expect(isDue(t, T0 + 4999)).toBe(false);
  expect(isDue(t, T0 + 5000)).toBe(true);
  expect(isDue({ ...t, alarmed: true }, T0 + 6000)).toBe(false);
  expect(isDue(createTimer(5), T0 + 10_000)).toBe(false);
});
