// The receipt parser over real receipts: the machine OCR text of 12 German supermarket receipts in
// ../shared/data/receipts (Softmatic GmbH, CC-BY-4.0; read in place, never copied), checked against the
// number of items and the total of their ground truth, and over the layouts of SPEC §5's own words.
import fs from 'node:fs';
import path from 'node:path';
import { SCAN_SKIP_WORDS } from '../../contract/constants';
import { mendPriceSlips, parseReceipt, receiptCurrency } from './receipt';

const RECEIPTS = path.resolve(__dirname, '..', '..', '..', 'shared', 'data', 'receipts');
const haveReceipts = fs.existsSync(path.join(RECEIPTS, 'ground_truth.csv'));
if (!haveReceipts) console.log(`receipt.test: ${RECEIPTS} is absent, so the real-receipt cases are skipped`);

interface Truth { file: string; items: number; total: number }

function groundTruth(): Truth[] {
  const [, ...rows] = fs.readFileSync(path.join(RECEIPTS, 'ground_truth.csv'), 'utf8').trim().split(/\r?\n/u);
  return rows.map((row) => {
    const [image = '', , , items = '0', total = '0'] = row.split(',');
    return { file: path.basename(image).replace(/\.jpg$/u, '_lines.txt'), items: Number(items), total: Number(total) };
  });
}

const ocr = (file: string) => fs.readFileSync(path.join(RECEIPTS, file), 'utf8');
const sum = (prices: number[]) => Math.round(prices.reduce((a, b) => a + b, 0) * 100) / 100;

(haveReceipts ? describe : describe.skip)('real receipts (machine OCR text)', () => {
  const truths = haveReceipts ? groundTruth() : [];

  test('the ground truth names all 12 receipts', () => {
    expect(truths).toHaveLength(12);
  });

  test.each(truths.map((t) => [t.file, t] as const))('%s: one line per bought item, each priced, none a payment or total line', (_file, truth) => {
    const lines = parseReceipt(ocr(truth.file));
    expect(lines).toHaveLength(truth.items);
    for (const line of lines) {
      expect(line.price).toBeGreaterThan(0);
      expect(line.quantity).toBeGreaterThanOrEqual(1);
      expect(line.name).toMatch(/\p{L}{2}/u);
      for (const word of SCAN_SKIP_WORDS) expect(line.name.toLowerCase()).not.toContain(word);
      expect(line.name).not.toMatch(/\b(?:summe|zu zahlen|bar|eur|mwst|netto|brutto)\b/iu);
      expect(line.currency).toBe(/\bEUR\b/u.test(ocr(truth.file)) ? 'EUR' : null);
    }
  });

  // marktkauf_03042020 is left out: its OCR reads SALATBAR's 2,34 as 2,348, which is no price, so the
  // line takes the next price on the paper
  test.each(truths.filter((t) => !t.file.startsWith('marktkauf_03042020')).map((t) => [t.file, t] as const))(
    '%s: the prices add up to the receipt total',
    (_file, truth) => {
      expect(sum(parseReceipt(ocr(truth.file)).map((l) => l.price))).toBe(truth.total);
    },
  );

  test('a price on the line below its name belongs to that name', () => {
    expect(parseReceipt(ocr('aldi_02032020_19_02423_lines.txt')).slice(0, 3)).toEqual([
      { name: 'ECHTER UBERSEERUM 40%VOL', quantity: 1, unit: 'unit', price: 5.69, currency: null, sku: null },
      { name: 'BIO HONIG', quantity: 1, unit: 'unit', price: 3.29, currency: null, sku: null },
      { name: 'GUTFRIED GEFL./HAHN, FL', quantity: 1, unit: 'unit', price: 1.99, currency: null, sku: null },
    ]);
  });

  test('a count after the unit price (Lidl: 3,29 X / 2 / 6,58 A) sets the quantity, and the line total is the price', () => {
    const jacobs = parseReceipt(ocr('lidl_07042020_06_01569_lines.txt')).find((l) => l.name.startsWith('Jacobs'));
    expect(jacobs).toEqual(expect.objectContaining({ name: 'Jacobs Kronung Aroma', quantity: 2, price: 6.58 }));
  });

  test('a count on the line before (real: 3 X 1,99; Marktkauf: 2 X / 1,15) sets the next item\'s quantity', () => {
    expect(parseReceipt(ocr('real_23032020_06_01662_lines.txt')).at(-1)).toEqual(expect.objectContaining({ name: 'MOCCA TAFEL 1009', quantity: 3, price: 5.97 }));
    expect(parseReceipt(ocr('marktkauf_20042020_10_02690_lines.txt')).find((l) => l.name.startsWith('LEERD'))).toEqual(
      expect.objectContaining({ quantity: 2, price: 2.3 }),
    );
  });

  test('a name that holds a number (Apfelsaft 1,51 for 1,5 l) takes the price on the line below', () => {
    expect(parseReceipt(ocr('lidl_21042020_09_01706_lines.txt')).find((l) => l.name.startsWith('Apfelsaft'))).toEqual(
      expect.objectContaining({ name: 'Apfelsaft 1,51', price: 1.19 }),
    );
  });

  test('stray lower-case print showing through the paper does not replace the item name above the price', () => {
    const names = parseReceipt(ocr('aldi_02032020_19_02423_lines.txt')).map((l) => l.name);
    expect(names.at(-1)).toBe('FITNESSBROTCHEN');
    expect(names).not.toContain('nobiew');
  });

  test('nothing after the total is an item: not the card payment, the VAT table or the opening hours', () => {
    const names = parseReceipt(ocr('real_29042020_08_02978_lines.txt')).map((l) => l.name);
    expect(names).toEqual([
      'TIP GESCHIRRTUECHE', 'THOMAS HENRY TONIC', 'PF.FL.E EURO 25', 'SMIRNOFF VODKA 0,7', 'rQ ORANGEN SAFT 1', 'BAEFRI VOLLKORN. 50',
      'JOHMA FUSSILISALAT', 'KIWI 4009',
    ]);
  });

  // the browser's recogniser (QA): the reference text with the words as it misread them
  test('the total ends the items where its words were misread: ZAHLEN alone (IU ZAHLEN), or split (ZU ZAH LEN, SUR ME)', () => {
    const aldi = ocr('aldi_28032020_17_01801_lines.txt');
    expect(aldi).toContain('ZU ZAHLEN EURO\n18,01');
    for (const total of ['IU ZAHLEN EURO 18,01', 'ZU ZAH LEN EURO 18,01']) {
      const names = parseReceipt(aldi.replace('ZU ZAHLEN EURO\n18,01', total).replace('KARTENZAHLUNG', 'KARTENZ AHLUNG')).map((l) => l.name);
      expect(names).toHaveLength(17);
      expect(names.at(-1)).toBe('BRIOCHE-KNOTEN');
    }
    expect(parseReceipt(ocr('kaufland_14052020_04_01378_lines.txt').replace('Surme', 'Sur me'))).toHaveLength(4);
  });

  test('the VAT table ends the items where the total was not read at all, its rate with or without the %', () => {
    const kaufland = ocr('kaufland_14052020_04_01378_lines.txt');
    expect(kaufland).toContain('Surme\n13,78\nECC Spur 2\n13,78\n');
    const untotalled = kaufland.replace('Surme\n13,78\nECC Spur 2\n13,78\n', '');
    for (const rate of ['A-19,00%', 'Ea Co Te eT e19,00', 'Ea Co Te eT e19,000 13,78 11,58 2,20']) {
      expect(parseReceipt(untotalled.replace('A-19,00%', rate).replace('Betrag', 'Cee Te Batra')).map((l) => l.name)).toEqual([
        'K. Toipa 3lagig', 'Tabak', 'Montico Papier', 'Holzkohle 3 kg',
      ]);
    }
  });
});

describe('payment and VAT words the recogniser split or garbled', () => {
  test('a skip word split in two is still a skip word (KARTENZ AHLUNG), one word inside another still is not', () => {
    expect(parseReceipt('Butter 1,99\nKARTENZ AHLUNG 18,01\nMWST-BE TRAG 1,19\nSALATBAR 2,34').map((l) => l.name)).toEqual(['Butter', 'SALATBAR']);
  });

  test('a percentage in a name that is no VAT rate is read as it is: a beer\'s 5,0%, a spirit\'s 37,5%, 40%VOL', () => {
    expect(parseReceipt('BECKS PILS 5,0% 0,79 A\nWODKA 37,5%\n9,99 A\nRUM 40%VOL. 5,69 D\nZU ZAHLEN 16,47').map((l) => l.name)).toEqual([
      'BECKS PILS 5,0%', 'WODKA 37,5%', 'RUM 40%VOL',
    ]);
  });
});

describe('text recognition slips in prices', () => {
  test.each([
    ['GUT BIO JOGHURT PUR O,35 C', 'GUT BIO JOGHURT PUR 0,35 C'],
    ['BIO HONIG 3,2O C', 'BIO HONIG 3,20 C'],
    ['HARIBO GOLDBAREN l,19 C', 'HARIBO GOLDBAREN 1,19 C'],
    ['KIWI I,49', 'KIWI 1,49'],
    ['PFAND 0, 25x', 'PFAND 0,25x'],
    ['BRIOCHE 0 ,29 C', 'BRIOCHE 0,29 C'],
  ])('%s is read as %s', (line, mended) => {
    expect(mendPriceSlips(line)).toBe(mended);
  });

  test.each([
    'AS-Zeit 21.04. 15:51 Uhr',
    'Datum 21.04.20 10:00 Uhr',
    'rQ ORANGEN SAFT 1, 3,49 E',
    'Nr. 1. 12,99',
    'SOLO,OO IS,OS',
    'KIWI, VORGEREIFT, KL 1 1,49 C',
    'MO.-SA. 9.00 Uhr - 20.00 Uhr',
  ])('%s is left as it is (no price-shaped word with a digit, or a date and time)', (line) => {
    expect(mendPriceSlips(line)).toBe(line);
  });

  test('a mended price makes the line an item', () => {
    expect(parseReceipt('GUT BIO JOGHURT PUR O,35 C\nPFAND 0, 25x\nZU ZAHLEN 0,60')).toEqual([
      expect.objectContaining({ name: 'GUT BIO JOGHURT PUR', price: 0.35 }),
      expect.objectContaining({ name: 'PFAND', price: 0.25 }),
    ]);
  });

  test('a deposit named with EURO (PF.FL.EURO, 25 0,25 V) is an item of its own, not the price of the line above', () => {
    expect(parseReceipt('THOMAS HENRY TONIC 1,59 V\nPF.FL.EURO, 25 0,25 V\nSUMME EUR 1,84')).toEqual([
      expect.objectContaining({ name: 'THOMAS HENRY TONIC', price: 1.59 }),
      expect.objectContaining({ name: 'PF.FL.EURO, 25', price: 0.25 }),
    ]);
  });
});

describe('SPEC §5 line filter and prices, one line per item', () => {
  const receipt = [
    'WOOLWORTHS SUPERMARKETS',
    'Phone 02 9999 1234',
    'TAX INVOICE ABN 88 000 014 675',
    '9300633603390 FULL CREAM MILK 2L 3.10',
    'BANANAS LOOSE $2.45',
    '2 x 1.50',
    'FREE RANGE EGGS 3.00',
    'Pork sausages -1.00',
    '0.512 kg x 2.99 /kg',
    'GST INCLUDED IN TOTAL 0.60',
    'EFTPOS PURCHASE 9.55',
    'VISA 9.55',
    'Reference 123456 0.00',
    'AUTHORISED 9.55',
    'Terminal 1234 0.00',
  ].join('\n');

  test('lines with a skip word or without a price are left out; counts, article numbers and currency signs are read', () => {
    expect(parseReceipt(receipt)).toEqual([
      { name: 'FULL CREAM MILK 2L', quantity: 1, unit: 'unit', price: 3.1, currency: null, sku: '9300633603390' },
      { name: 'BANANAS LOOSE', quantity: 1, unit: 'unit', price: 2.45, currency: null, sku: null },
      { name: 'FREE RANGE EGGS', quantity: 2, unit: 'unit', price: 3, currency: null, sku: null },
    ]);
  });

  test.each(SCAN_SKIP_WORDS.map((w) => [w]))('a line containing "%s" (any case, inside a word too) is skipped', (word) => {
    expect(parseReceipt(`Apples 1,99\nX${word.toUpperCase()}Y 2,50\nPears 0,99`).map((l) => l.name)).toEqual(['Apples', 'Pears']);
  });

  test('a discount or a returned deposit is no item, and a quantity is never below 1', () => {
    expect(parseReceipt('Pfandrückgabe -0,25\nRabatt -€1.00\n0 x 1,99\nButter 1,99')).toEqual([
      expect.objectContaining({ name: 'Butter', quantity: 1, price: 1.99 }),
    ]);
  });

  test('opening hours, dates and times are not items', () => {
    expect(parseReceipt('MO.-SA. 9.00 Uhr - 20.00 Uhr\n02.03.2020 09:48 12,34\nHonig 3,29 C')).toEqual([
      expect.objectContaining({ name: 'Honig', price: 3.29 }),
    ]);
  });

  test('a receipt with no priced line gives no lines', () => {
    expect(parseReceipt('')).toEqual([]);
    expect(parseReceipt('Thank you for shopping\nSee you soon')).toEqual([]);
  });

  test.each([
    ['SUMME EUR 12,07', 'EUR'],
    ['Total €4.50', 'EUR'],
    ['Total £4.50', 'GBP'],
    ['TOTAL AUD 9.55', 'AUD'],
    ['Total $4.50', null],
  ])('the currency of %p is %p', (text, currency) => {
    expect(receiptCurrency(text)).toBe(currency);
  });
});
