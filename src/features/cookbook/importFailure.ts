// What the imported tab says beside SPEC §8's 'recipe import failed' when the server could not read the page, by the
// code the server sends (contract/rules.ts IMPORT_FAILURE_CODES), for the page's host.
import { IMPORT_FAILURE_CODES, type ImportFailureCode } from '../../../contract/cookbookRules';

/** ours */
export const IMPORT_FAILURE_NOTICES: Record<ImportFailureCode, (host: string) => string> = {
  notFound: (host) => `${host} has no page at that address. Check the address and try again.`,
  notHtml: (host) => `That address on ${host} is not a web page. Use the address of the recipe's page.`,
  unreachable: (host) => `${host} could not be reached. Check the address, or paste the page's HTML if it opens for you.`,
  refused: (host) => `${host} turned Larder away, so the page could not be read from here. You can paste its HTML instead.`,
  unreadable: (host) => `${host} could not be read from here. You can paste the page's HTML instead.`,
  tooLarge: () => 'That page is too large to import.',
  tooSlow: (host) => `${host} took too long to answer. Try again in a while, or paste the page's HTML if it opens for you.`,
};

/** The server's code for a page it could not read; one this client does not know is 'unreadable'. */
export function failureCode(sent: string | undefined): ImportFailureCode {
  return (IMPORT_FAILURE_CODES as readonly (string | undefined)[]).includes(sent) ? (sent as ImportFailureCode) : 'unreadable';
}
