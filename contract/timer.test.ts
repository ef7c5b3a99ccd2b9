import { parseIsoDuration } from './isoDuration';
import { formatClock, formatDuration, isoDuration, parseTimer } from './timer';

test.each([
  ['00:10:00', 600], ['01:30:00', 5400], ['00:00:05', 5], ['10:00', 600], ['45', 45], ['1:02:03', 3723],
])('parseTimer(%s) is %i seconds', (value, seconds) => {
  expect(parseTimer(value)).toBe(seconds);
});

test.each([null, undefined, '', '00:00:00', 'abc', '1:2:3:4', '100:00:00', '00:-1:00', '00:1a:00', ' : '])('parseTimer(%p) is no timer', (value) => {
  expect(parseTimer(value)).toBeNull();
});

test.each([
  [600, '10:00'], [599, '09:59'], [5, '00:05'], [0, '00:00'], [5400, '90:00'],
  [-1, '-00:01'], [-65, '-01:05'], [-3600, '-60:00'],
])('formatClock(%i) is %s (mm:ss, minus once over)', (seconds, text) => {
  expect(formatClock(seconds)).toBe(text);
});

test('formatDuration reads as words', () => {
  expect(formatDuration(600)).toBe('10 min');
  expect(formatDuration(3900)).toBe('1 h 5 min');
  expect(formatDuration(45)).toBe('45 s');
  expect(formatDuration(0)).toBe('0 s');
});

test('isoDuration is ISO 8601', () => {
  expect(isoDuration(3900)).toBe('PT1H5M');
  expect(isoDuration(600)).toBe('PT10M');
  expect(isoDuration(65)).toBe('PT1M5S');
  expect(isoDuration(0)).toBe('PT0S');
});

test.each([
  ['PT1H5M', 3900], ['PT0H40M', 2400], ['PT145M', 8700], ['P1DT2H', 93600], ['PT1.5H', 5400], ['pt90s', 90], [' PT10M ', 600], ['P0D', 0],
])('parseIsoDuration(%s) is %i seconds', (value, seconds) => {
  expect(parseIsoDuration(value)).toBe(seconds);
});

test.each([['P'], ['PT'], [''], ['45'], ['1 hour'], ['PT1H5'], ['T10M'], ['PTM']])('parseIsoDuration(%s) reads nothing', (value) => {
  expect(parseIsoDuration(value)).toBeNull();
});
