import { renderHook } from '@testing-library/react';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract/idempotency';
import { useSubmissionKey } from './useSubmissionKey';

test('a submission sent again with the same body goes with the same key, one the server takes', () => {
  const { result } = renderHook(() => useSubmissionKey());
  const key = result.current.keyFor({ name: 'Saturday shop', ingredients: [] });
  expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  expect(key).toHaveLength(22);
  expect(result.current.keyFor({ name: 'Saturday shop', ingredients: [] })).toBe(key);
});

test('another body gets a new key, and so does the same body once the submission succeeded', () => {
  const { result, rerender } = renderHook(() => useSubmissionKey());
  const first = result.current.keyFor({ name: 'Saturday shop' });
  const edited = result.current.keyFor({ name: 'Sunday shop' });
  expect(edited).not.toBe(first);
  rerender();
  expect(result.current.keyFor({ name: 'Sunday shop' })).toBe(edited);
  result.current.succeeded();
  const next = result.current.keyFor({ name: 'Sunday shop' });
  expect(next).not.toBe(edited);
  expect(next).not.toBe(first);
});

test('keys are random: two forms never share one', () => {
  const keys = new Set(Array.from({ length: 50 }, () => renderHook(() => useSubmissionKey()).result.current.keyFor({})));
  expect(keys.size).toBe(50);
});
