import { compareVersions, startVersionCheck, type VersionCheckDeps } from './versionCheck';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(latest: (string | null)[], installed: string | null, running = '1.0.0') {
  let stored = installed;
  const answers = [...latest];
  const deps: VersionCheckDeps & { fetchLatest: jest.Mock; onUpdateAvailable: jest.Mock } = {
    fetchLatest: jest.fn(() => Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!)),
    getInstalled: () => stored,
    setInstalled: (v) => { stored = v; },
    runningVersion: running,
    onUpdateAvailable: jest.fn(),
  };
  return { deps, stored: () => stored };
}

const tick = async (ms: number) => { await jest.advanceTimersByTimeAsync(ms); };

test('compareVersions: first run, same, newer, and running code that already is the latest', () => {
  expect(compareVersions(null, '2', '1')).toBe('first-run');
  expect(compareVersions('2', '2', '1')).toBe('same');
  expect(compareVersions('1', '2', '1')).toBe('newer');
  expect(compareVersions('1', '2', '2')).toBe('same');
});

test('checks 6 times, every 2 s, then stops when nothing changed', async () => {
  const { deps } = setup(['1.0.0'], '1.0.0');
  const stop = startVersionCheck(deps);
  await tick(0);
  expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
  await tick(1999);
  expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
  await tick(1);
  expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
  await tick(2000 * 10);
  expect(deps.fetchLatest).toHaveBeenCalledTimes(6);
  expect(deps.onUpdateAvailable).not.toHaveBeenCalled();
  stop();
});

test('a first run stores the latest version and offers no update', async () => {
  const { deps, stored } = setup(['1.0.0'], null);
  startVersionCheck(deps);
  await tick(0);
  expect(stored()).toBe('1.0.0');
  await tick(20_000);
  expect(deps.onUpdateAvailable).not.toHaveBeenCalled();
});

test('a version that differs offers the update and stops checking', async () => {
  const { deps, stored } = setup(['1.0.0', '1.0.0', '1.1.0'], '1.0.0');
  startVersionCheck(deps);
  await tick(4000);
  expect(deps.onUpdateAvailable).toHaveBeenCalledWith('1.1.0');
  expect(deps.fetchLatest).toHaveBeenCalledTimes(3);
  // the new version is stored only when the user updates
  expect(stored()).toBe('1.0.0');
  await tick(20_000);
  expect(deps.fetchLatest).toHaveBeenCalledTimes(3);
});

test('a failed fetch is logged and retried', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { deps } = setup(['x'], '1.0.0');
  deps.fetchLatest.mockRejectedValueOnce(new Error('offline')).mockResolvedValue('2.0.0');
  startVersionCheck(deps);
  await tick(0);
  expect(warn).toHaveBeenCalled();
  await tick(2000);
  expect(deps.onUpdateAvailable).toHaveBeenCalledWith('2.0.0');
  warn.mockRestore();
});

test('stopping cancels the remaining checks', async () => {
  const { deps } = setup(['1.0.0'], '1.0.0');
  const stop = startVersionCheck(deps);
  await tick(2000);
  stop();
  await tick(20_000);
  expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
});
