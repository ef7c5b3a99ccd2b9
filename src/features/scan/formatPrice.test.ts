import { formatPrice } from './ScanLineRow';

test("a price is written as the app writes every number, whatever the browser's language", () => {
  // a German browser: a formatter given no locale writes '1,79 €'
  const Real = Intl.NumberFormat;
  const german = jest.spyOn(Intl, 'NumberFormat').mockImplementation((locales, options) => new Real(locales ?? 'de-DE', options));
  expect(formatPrice(1.79, 'EUR')).toBe('€1.79');
  expect(formatPrice(12.5, 'GBP')).toBe('£12.50');
  expect(formatPrice(0.89, null)).toBe('0.89');
  expect(formatPrice(null, 'EUR')).toBe('');
  german.mockRestore();
});
