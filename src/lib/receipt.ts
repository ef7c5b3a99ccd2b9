// Receipt text to priced lines (SPEC §5 scan rules). The text is what text recognition read from a photo of
// a supermarket receipt: a name and its price on one line ('BIO HONIG 3,29 C'), or — as some recognisers
// and narrow receipts split them — the price on the line below its name. Pure: no DOM, no catalogue.
import type { Unit } from '../../contract/constants';
import { parsePrice, shouldSkipScanLine } from '../../contract/receiptRules';

/** One bought item read from a receipt, before it is matched against the ingredient catalogue. */
export interface ReceiptLine {
  name: string;
  /** SPEC §5: at least 1 */
  quantity: number;
  unit: Unit;
  /** the line's price (for several of an item, the line total) */
  price: number;
  currency: string | null;
  /** an article number printed before the name, when there is one */
  sku: string | null;
}

const PRICE_TEXT = String.raw`\d{1,4}[.,]\d{2}`;
/** 'x' (or × or *) between a count and a price: '3 X 1,99' or '3,29 x 2' */
const TIMES = String.raw`\s*[x×*]\.?\s*`;

/**
 * The end of the items: the total or the amount to pay. What follows is payment, change and VAT, so
 * nothing after it is an item. Allows the usual recognition slips (Surme; 'ZAHLEN' alone, for 'IU ZAHLEN',
 * '2u zahlen').
 */
const TOTAL_LINE = /\b(?:s[uü](?:m|r|rn){1,2}e|zahlen|total|amount\s+due|balance\s+due)\b/iu;
/**
 * A rate of the VAT table, which a German receipt prints after the total ('A-19,00%', 'D 19,00% 6,28 1,19
 * 7,47'), so it ends the items too where the total's words were misread; with its '%' lost, the rate is still
 * told from a price where it is glued to the letter before it ('e19,00', 'e19,000'). Only the rates with
 * their decimals: '5,0%' is a beer's.
 */
const VAT_RATE = /(?<![\d.,])(?:19|16|7|5)[.,]00\s*%|(?<=[\p{L}-])(?:19|16|7|5)[.,]000?(?![\d.,])/u;

/**
 * Ours, besides SPEC §5's words (contract SCAN_SKIP_WORDS): payment, change, VAT and shop details, in
 * German and English, as whole words, so SALATBAR or EUROPA stay items while 'Bar' and 'EUR' do not.
 */
const EXTRA_SKIP = /\b(?:eur|bar|bargeld|r[uü]ckgeld|wechselgeld|zur[uü]ck|mwst|ust|netto|brutto|steuer|betrag|kreditkarte|karte|kartenzahlung|girocard|ec-karte|posten|anzahl|uhr|tel|fax|datum|cash|change|card|subtotal|vat)\b/iu;
/** a time of day or a date: the shop's opening hours and the receipt's stamp, never an item */
const TIME_OR_DATE = /\b\d{1,2}:\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/u;
/** a weighed item's detail line, '0,512 kg x 2,99 EUR/kg': the item itself is on its own line */
const WEIGHT_DETAIL = /\d\s*kg\s*[x×*]|\/\s*kg\b/iu;

/** 'N x' alone, or 'N x price': the count of the item on the next line */
const COUNT_BEFORE = new RegExp(String.raw`^(\d{1,3})${TIMES}(?:${PRICE_TEXT})?\s*$`, 'iu');
/** a count inside a line: 'N x price …' or '… price x N price' */
const COUNT_LEADING = new RegExp(String.raw`(?:^|\s)(\d{1,3})${TIMES}${PRICE_TEXT}`, 'iu');
const COUNT_TRAILING = new RegExp(String.raw`${PRICE_TEXT}${TIMES}(\d{1,3})(?![\d.,])`, 'iu');
/** a unit price waiting for its count on the next line: '3,29 X' */
const PRICE_TIMES = new RegExp(String.raw`^${PRICE_TEXT}${TIMES}$`, 'iu');

const LETTER = /\p{L}/u;
const CAPITAL = /\p{Lu}/u;
/** two letters in a row make a word */
const WORD = /\p{L}{2,}/u;
/** beside a price, one or two letters are a VAT mark (1,99 A, 1,19 CW, 0,25xC) or the x of a count, not a name */
const NAME_WORD = /\p{L}{3,}/u;

function normaliseSpaces(line: string): string {
  return line.replace(/\s+/gu, ' ').trim();
}

/** a price-shaped word with a letter read for a digit: 'O,35', '1,O9', 'l,19' (O for 0, I or l for 1) */
const SLIPPED_PRICE = /(?<=^|\s)([\dOoIl]{1,4})([.,])([\dOoIl]{2})(?=$|\s|[A-Z]{1,2}$)/gu;
/** a space beside the decimal mark: '0, 25', '1 ,99' (not a date and time, '21.04. 15:51') */
const SPLIT_PRICE = /(?<![\d.,])(\d{1,4})(?:\s+([.,])\s*|([.,])\s+)(\d{2})(?![\d:.,])/gu;

/**
 * Mends the usual text recognition slips in a price, so the line is read: a letter for a digit (only in a
 * word shaped like a price that holds a digit already) and a space beside the decimal mark.
 */
export function mendPriceSlips(line: string): string {
  return line
    .replace(SLIPPED_PRICE, (word: string, whole: string, mark: string, cents: string) =>
      /\d/u.test(word) ? `${whole.replace(/[Oo]/gu, '0').replace(/[Il]/gu, '1')}${mark}${cents.replace(/[Oo]/gu, '0').replace(/[Il]/gu, '1')}` : word)
    .replace(SPLIT_PRICE, (_match: string, whole: string, markBefore: string | undefined, markAfter: string | undefined, cents: string) =>
      `${whole}${markBefore ?? markAfter ?? ','}${cents}`);
}

/**
 * A line that holds a price and nothing that could be a name: '1,19 B', '0,25xC', '3,29 x 2 6,58 A',
 * 'EUR 3,49'. Besides EUR, at most a VAT mark and the x of a count: 'PF.FL.EURO, 25 0,25 V' (a deposit) is named.
 */
function isPriceOnly(line: string): boolean {
  const rest = line.replace(/\b(?:eur|euro)\b/giu, '');
  return parsePrice(line) !== null && !NAME_WORD.test(rest) && (rest.match(/\p{L}/gu)?.length ?? 0) <= 3;
}

/** A line that could be an item's name: at least two letters in a row, no price. */
function isNameOnly(line: string): boolean {
  return WORD.test(line) && parsePrice(line) === null;
}

/** the line as read, and with each space between two letters taken out in turn: a word the recogniser split
 *  ('KARTENZ AHLUNG', 'ZU ZAH LEN') is then whole in one of them */
function readings(line: string): string[] {
  return [line, ...[...line.matchAll(/(?<=\p{L}) (?=\p{L})/gu)].map((space) => line.slice(0, space.index) + line.slice(space.index + 1))];
}

function isSkipped(line: string): boolean {
  return readings(line).some((reading) => shouldSkipScanLine(reading) || EXTRA_SKIP.test(reading)) || TIME_OR_DATE.test(line) || WEIGHT_DETAIL.test(line);
}

/** the total, or past it: nothing from here on is an item */
const endsItems = (line: string) => readings(line).some((reading) => TOTAL_LINE.test(reading)) || VAT_RATE.test(line);

/**
 * Joins what a recogniser split over several lines: a unit price, its count and the line total
 * ('3,29 X' / '2' / '6,58 A'), and a count with its unit price ('2 X' / '1,15').
 */
function joinSplitCounts(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    const after = lines[i + 2] ?? '';
    if (PRICE_TIMES.test(line) && /^\d{1,3}$/u.test(next)) {
      if (isPriceOnly(after)) {
        out.push(`${line} ${next} ${after}`);
        i += 2;
      } else {
        out.push(`${line} ${next}`);
        i += 1;
      }
    } else if (/^\d{1,3}\s*[x×*]$/iu.test(line) && isPriceOnly(next)) {
      out.push(`${line} ${next}`);
      i += 1;
    } else {
      out.push(line);
    }
  }
  return out;
}

/** The currency a receipt is in: an ISO code printed on it, else an unambiguous sign. */
export function receiptCurrency(text: string): string | null {
  const code = /\b(EUR|GBP|USD|AUD|NZD|CAD|CHF)\b/u.exec(text);
  if (code?.[1]) return code[1];
  if (text.includes('€')) return 'EUR';
  if (text.includes('£')) return 'GBP';
  return null;
}

function countOf(line: string, pending: number | null): number {
  const leading = COUNT_LEADING.exec(line);
  const trailing = COUNT_TRAILING.exec(line);
  const count = Number(leading?.[1] ?? trailing?.[1] ?? pending ?? 1);
  return Number.isFinite(count) ? Math.max(1, count) : 1;
}

/** The name: the text before the line's price, without a count, a unit price or an article number. */
function nameAndSku(line: string): { name: string; sku: string | null } {
  const prices = [...line.matchAll(new RegExp(String.raw`(?<![\d.,])${PRICE_TEXT}(?![.,]?\d)`, 'gu'))];
  const last = prices[prices.length - 1];
  let name = last ? line.slice(0, last.index) : line;
  name = name
    .replace(new RegExp(String.raw`(?:${PRICE_TEXT})?${TIMES}\d{1,3}\s*$`, 'iu'), '')
    .replace(new RegExp(String.raw`^\s*\d{1,3}${TIMES}(?:${PRICE_TEXT})?`, 'iu'), '')
    .replace(/[€$£]\s*$/u, '');
  let sku: string | null = null;
  const code = /^\s*(\d{5,14})\s+/u.exec(name);
  if (code?.[1]) {
    sku = code[1];
    name = name.slice(code[0].length);
  }
  name = normaliseSpaces(name).replace(/^[^\p{L}\p{N}]+|[\s\-.,:;*/]+$/gu, '');
  return { name, sku };
}

/**
 * SPEC §5: the priced lines of a receipt. Lines with a skip word, without a price, and everything after
 * the total are left out; a price alone on a line belongs to the name above it; a count ('3 X 1,99' on the
 * line before, or '3,29 x 2' after the name) sets the quantity, at least 1. Discounts and returned
 * deposits (a price of 0 or less) are no items.
 */
export function parseReceipt(text: string): ReceiptLine[] {
  const currency = receiptCurrency(text);
  const lines = joinSplitCounts(text.split(/\r?\n/u).map((l) => mendPriceSlips(normaliseSpaces(l))).filter((l) => l !== ''));
  const items: ReceiptLine[] = [];
  let pendingName: string | null = null;
  let pendingCount: number | null = null;

  const emit = (line: string) => {
    const count = countOf(line, pendingCount);
    pendingName = null;
    pendingCount = null;
    if (isSkipped(line)) return;
    const price = parsePrice(line);
    if (price === null || price <= 0) return;
    const { name, sku } = nameAndSku(line);
    if (!WORD.test(name)) return;
    items.push({ name, quantity: count, unit: 'unit', price, currency, sku });
  };

  for (const [index, line] of lines.entries()) {
    if (endsItems(line)) break;
    const count = COUNT_BEFORE.exec(line);
    if (count) {
      pendingCount = Number(count[1]);
      continue;
    }
    if (isPriceOnly(line)) {
      if (pendingName !== null) emit(`${pendingName} ${line}`);
      continue;
    }
    if (isNameOnly(line)) {
      if (isSkipped(`${line} 0,01`)) {
        pendingName = null;
      } else if (pendingName === null || CAPITAL.test(line) || !CAPITAL.test(pendingName)) {
        // stray lower-case text (print showing through the paper) does not replace a capitalised name
        pendingName = line;
      }
      continue;
    }
    if (LETTER.test(line) && parsePrice(line) !== null) {
      // a price alone on the next line is this line's price: the name held a number ('Apfelsaft 1,51' for 1,5 l)
      const next = lines[index + 1] ?? '';
      if (isPriceOnly(next) && !COUNT_BEFORE.test(next) && !isSkipped(line)) pendingName = line;
      else emit(line);
      continue;
    }
    // neither name nor price: a mark or a code, which breaks nothing
  }
  return items;
}
