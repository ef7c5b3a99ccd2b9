/** SPEC §2: the tutorial prompt appears when the address has first_login=true, or no tutorial_enabled flag is stored. */
export function shouldOfferTutorial(search: string, storedFlag: boolean | null): boolean {
  return new URLSearchParams(search).get('first_login') === 'true' || storedFlag === null;
}
