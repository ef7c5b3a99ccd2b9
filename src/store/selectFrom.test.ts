import { selectFrom } from './selectFrom';

interface State { a: number[]; b: string }

test('works the result out again only when an input changes, and gives back the same result otherwise', () => {
  const combine = jest.fn((a: number[], b: string) => `${b}:${a.join(',')}`);
  const select = selectFrom([(s: State) => s.a, (s: State) => s.b], combine);
  const a = [1, 2];
  expect(select({ a, b: 'x' })).toBe('x:1,2');
  expect(select({ a, b: 'x' })).toBe('x:1,2');
  expect(combine).toHaveBeenCalledTimes(1);
  expect(select({ a: [1, 2], b: 'x' })).toBe('x:1,2');
  expect(combine).toHaveBeenCalledTimes(2);
  expect(select({ a: [1, 2], b: 'y' })).toBe('y:1,2');
  expect(combine).toHaveBeenCalledTimes(3);
});

test('an array result keeps its identity while the inputs do, so a component reading it does not render again', () => {
  const select = selectFrom([(s: State) => s.a], (a) => [...a].reverse());
  const state = { a: [1, 2], b: '' };
  expect(select(state)).toBe(select({ ...state }));
});
