import { demoUser } from '../../tests/fixtures/server';
import { storage } from './storage';

/** a shop-mode record (src/lib/shopChecks.ts) */
const ticked = (...ids: string[]) => ({ list: '5', ticked: ids });

test('values are kept as JSON and read back typed', () => {
  storage.set('user', demoUser);
  storage.set('tutorial_enabled', false);
  expect(window.localStorage.getItem('user')).toBe(JSON.stringify(demoUser));
  expect(storage.get('user')).toEqual(demoUser);
  expect(storage.get('tutorial_enabled')).toBe(false);
});

test('a missing key reads as null', () => {
  expect(storage.get('token')).toBeNull();
});

test.each(['{not json', 'undefined', "{'single': 'quotes'}", ''])('a corrupt value %p reads as null', (raw) => {
  window.localStorage.setItem('user', raw);
  expect(storage.get('user')).toBeNull();
});

test('remove clears every key it is given and leaves the others', () => {
  storage.set('token', 'a-token');
  storage.set('user', demoUser);
  storage.set('saved_recipes', []);
  storage.set('tutorial_enabled', true);
  storage.remove('token', 'user', 'saved_recipes');
  expect([storage.get('token'), storage.get('user'), storage.get('saved_recipes')]).toEqual([null, null, null]);
  expect(storage.get('tutorial_enabled')).toBe(true);
});

test('a full or blocked storage does not break a write, and says so', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota exceeded', 'QuotaExceededError');
  });
  expect(() => storage.set('token', 'a-token')).not.toThrow();
  expect(() => storage.setChecked('Weekly shop', ticked('milk'))).not.toThrow();
  expect(warn).toHaveBeenCalledTimes(2);
  setItem.mockRestore();
  warn.mockRestore();
});

test('a blocked storage reads as null', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(storage.get('user')).toBeNull();
  expect(storage.getChecked('Weekly shop')).toBeNull();
  getItem.mockRestore();
  const key = jest.spyOn(Storage.prototype, 'key').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  storage.setChecked('Weekly shop', ticked('milk'));
  expect(storage.checkedNames()).toEqual([]);
  key.mockRestore();
});

describe('checked items of shop mode, per list name (SPEC §3)', () => {
  test('each list name keeps its own record', () => {
    storage.setChecked('Weekly shop', ticked('milk'));
    storage.setChecked('Party', ticked('crisps'));
    expect(storage.getChecked('Weekly shop')).toEqual(ticked('milk'));
    expect(storage.getChecked('Party')).toEqual(ticked('crisps'));
    expect(storage.getChecked('weekly shop')).toBeNull();
  });

  test('writing again replaces the record of that list only', () => {
    storage.setChecked('Weekly shop', ticked('milk'));
    storage.setChecked('Party', ticked('crisps'));
    storage.setChecked('Weekly shop', ticked('bread'));
    expect(storage.getChecked('Weekly shop')).toEqual(ticked('bread'));
    expect(storage.getChecked('Party')).toEqual(ticked('crisps'));
  });

  test('a list named like a storage key does not overwrite that key', () => {
    storage.set('token', 'a-token');
    storage.setChecked('token', ticked('milk'));
    expect(storage.get('token')).toBe('a-token');
    expect(storage.getChecked('token')).toEqual(ticked('milk'));
  });

  test('a record can be removed, and the names that have one are listed (a list renamed elsewhere looks for its own among them)', () => {
    storage.set('token', 'a-token');
    storage.setChecked('Weekly shop', ticked('milk'));
    storage.setChecked('Party', ticked('crisps'));
    storage.setChecked('token', ticked('bread'));
    expect(storage.checkedNames().sort()).toEqual(['Party', 'Weekly shop', 'token']);
    storage.removeChecked('Weekly shop');
    expect(storage.getChecked('Weekly shop')).toBeNull();
    expect(storage.checkedNames().sort()).toEqual(['Party', 'token']);
    expect(storage.get('token')).toBe('a-token');
  });

  test('an unknown list or a corrupt record reads as null', () => {
    expect(storage.getChecked('Never made')).toBeNull();
    storage.setChecked('Weekly shop', ticked('milk'));
    const key = Object.keys(window.localStorage).find((k) => k !== 'token' && k.includes('Weekly shop'));
    expect(key).toBeDefined();
    window.localStorage.setItem(key ?? '', '{broken');
    expect(storage.getChecked('Weekly shop')).toBeNull();
  });
});
