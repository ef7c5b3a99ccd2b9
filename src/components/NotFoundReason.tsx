// Why a list, store or meal plan is not found, said once the account is known (GET /account): an account whose
// address is not confirmed may well be following the mail of a share that waits for it (QA household 3), and is told
// so with the way to confirm, not that the thing does not exist. Loaded only when a 404 is shown (NotFoundNotice), so
// the account's reading and the confirm box are in no editor's file.
import { ConfirmEmail, useAccount } from './ConfirmEmail';

/** what a 404 on a list, store or meal plan means to its user */
export const notFoundText = (noun: string) => `This ${noun} does not exist, or it is no longer shared with you.`;
/** ours: the same to an account whose address is not confirmed (what is shared with it waits for that) */
export const notYetSharedText = (noun: string) => `If this ${noun} was shared with you, it shows here once you confirm your e-mail address.`;

export default function NotFoundReason({ noun }: { noun: string }) {
  // said once which of the two is true is known, or once it cannot be
  const { account, failed } = useAccount();
  const unconfirmed = account !== null && !account.email_verified;
  return (
    <>
      {unconfirmed ? <p>{notYetSharedText(noun)}</p> : (account || failed) && <p>{notFoundText(noun)}</p>}
      <ConfirmEmail account={account} />
    </>
  );
}
