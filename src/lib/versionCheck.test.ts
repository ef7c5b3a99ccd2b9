import { compareVersions, createVersionCheck, type VersionCheckDeps } from './versionCheck';

/** the start's checks; returns what stops them */
function startVersionCheck(deps: VersionCheckDeps): () => void {
  const versions = createVersionCheck(deps);
  versions.start();
  return versions.stop;
}

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
  expect(compareVersions('2', '2', '2')).toBe('same');
  expect(compareVersions('1', '2', '1')).toBe('newer');
  expect(compareVersions('1', '2', '2')).toBe('same');
  expect(compareVersions(null, '2', '2')).toBe('same');
});

test('compareVersions: a tab still running the old code is offered the update another tab has installed already', () => {
  // another tab's Update stored installedVersion 2; this one runs 1
  expect(compareVersions('2', '2', '1')).toBe('newer');
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

describe('a tab left open asks again', () => {
  function versions(latest: string[], installed = '1.0.0') {
    let clock = 0;
    const { deps, stored } = setup(latest, installed);
    const check = createVersionCheck({ ...deps, now: () => clock });
    return { deps, stored, check, later: (ms: number) => { clock += ms; } };
  }

  test('a check after the start\'s six finds a version deployed since (the menu opened)', async () => {
    const { deps, check } = versions(['1.0.0', '1.0.0', '1.0.0', '1.0.0', '1.0.0', '1.0.0', '2.0.0']);
    check.start();
    await tick(60_000);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(6);
    expect(deps.onUpdateAvailable).not.toHaveBeenCalled();
    check.check();
    await tick(0);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(7);
    expect(deps.onUpdateAvailable).toHaveBeenCalledWith('2.0.0');
  });

  test('not within `unlessWithinMs` of the last check (the app back in view), nor while one is under way', async () => {
    const { deps, check, later } = versions(['1.0.0']);
    check.check();
    check.check();
    await tick(0);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
    later(4 * 60_000);
    check.check(5 * 60_000);
    await tick(0);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
    later(60_000);
    check.check(5 * 60_000);
    await tick(0);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
  });

  test('once an update is found, or once stopped, it asks no more', async () => {
    const { deps, check } = versions(['2.0.0']);
    check.check();
    await tick(0);
    expect(deps.onUpdateAvailable).toHaveBeenCalledTimes(1);
    check.check();
    check.start();
    await tick(20_000);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);

    const other = versions(['1.0.0']);
    other.check.stop();
    other.check.check();
    other.check.start();
    await tick(20_000);
    expect(other.deps.fetchLatest).not.toHaveBeenCalled();
  });
});
