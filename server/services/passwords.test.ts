import { HttpError } from '../errors';
import { hashPassword, passwordQueue, verifyPassword } from './passwords';

test('a password verifies against its hash, and no other does', async () => {
  const stored = await hashPassword('Grün tea 1');
  expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
  expect(await verifyPassword('Grün tea 1', stored)).toBe(true);
  // the same text in another Unicode form is the same password
  expect(await verifyPassword('Gru\u0308n tea 1', stored)).toBe(true);
  expect(await verifyPassword('grün tea 1', stored)).toBe(false);
  expect(await verifyPassword('Grün tea 1', 'bcrypt$whatever')).toBe(false);
});

test('hashes beyond the thread pool wait in turn, and one whose client left is dropped before any work', async () => {
  const stored = await hashPassword('kept-secret-1');
  const { slots } = passwordQueue();
  const left = new AbortController();
  const running = Array.from({ length: slots }, () => verifyPassword('kept-secret-1', stored));
  const dropped = verifyPassword('kept-secret-1', stored, left.signal);
  const waiting = verifyPassword('kept-secret-1', stored, new AbortController().signal);
  expect(passwordQueue()).toEqual({ slots, hashing: slots, waiting: 2 });
  left.abort();
  expect(passwordQueue()).toEqual({ slots, hashing: slots, waiting: 1 });
  await expect(dropped).rejects.toEqual(expect.objectContaining({ statusCode: 499 }));
  await expect(dropped).rejects.toBeInstanceOf(HttpError);
  expect(await Promise.all([...running, waiting])).toEqual(Array(slots + 1).fill(true));
  expect(passwordQueue()).toEqual({ slots, hashing: 0, waiting: 0 });
  // a client gone before its turn was asked for costs nothing either
  await expect(verifyPassword('kept-secret-1', stored, AbortSignal.abort())).rejects.toEqual(expect.objectContaining({ statusCode: 499 }));
});
