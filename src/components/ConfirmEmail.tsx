// ours: an account whose address is not proved is told so, with a way to have the link mailed again (POST
// /account/verify-email): what others share with an address reaches an account only once its owner has opened the link
// mailed there, and a new account heard of it only from that mail, lost or past its 7 days, and then nowhere.
import { useEffect, useState } from 'react';
import type { AccountResponse } from '../../contract/api';
import { accountApi } from '../api/account';
import { accountRead } from '../store/authSlice';
import { isApiError } from '../store/createAppAsyncThunk';
import { useStoreDispatch } from '../store/hooks';
import './ConfirmEmail.css';

export const CONFIRM_EMAIL_FAILED = 'The link could not be sent. Please try again later.';

export interface AccountRead {
  /** GET /account's answer, null until it is read or if it cannot be; the stored user follows it */
  account: AccountResponse | null;
  /** the last read failed (offline, the server out of reach) */
  failed: boolean;
  /** reads it again */
  retry: () => void;
}

/** The signed-in account (GET /account), read as the screen opens. */
export function useAccount(): AccountRead {
  const dispatch = useStoreDispatch();
  const [account, setAccount] = useState<AccountResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let live = true;
    accountApi.get().then(
      (read) => {
        if (!live) return;
        dispatch(accountRead(read));
        setAccount(read);
        setFailed(false);
      },
      (err: unknown) => {
        console.warn('the account could not be read', err);
        if (live) setFailed(true);
      },
    );
    return () => { live = false; };
  }, [dispatch, tries]);
  return { account, failed, retry: () => { setFailed(false); setTries((n) => n + 1); } };
}

export function ConfirmEmail({ account }: { account: AccountResponse | null }) {
  const [answer, setAnswer] = useState<{ text: string; failed?: true } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!account || account.email_verified) return null;

  const send = async () => {
    setBusy(true);
    try {
      setAnswer({ text: (await accountApi.verifyEmail()).message });
    } catch (err) {
      setAnswer({ text: isApiError(err) && err.status === 429 ? err.message : CONFIRM_EMAIL_FAILED, failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="confirm-email" aria-labelledby="confirm-email-title">
      <h2 id="confirm-email-title" className="confirm-email__title">Confirm your e-mail address</h2>
      <p>
        Open the link we mailed to <strong>{account.email}</strong>. Until then, what others share with that address
        cannot reach you.
      </p>
      <p role={answer?.failed ? 'alert' : 'status'} className="confirm-email__answer">{answer?.text}</p>
      {!answer || answer.failed ? (
        <button type="button" className="btn btn--secondary" aria-disabled={busy} onClick={() => { if (!busy) void send(); }}>
          Send the link again
        </button>
      ) : null}
    </section>
  );
}

/**
 * A 'shared with me' tab with nothing in it: for an address not confirmed, that is why, and the way to confirm it
 * (what others share waits for it; the tab said nobody had shared anything).
 */
export function NothingShared({ hint }: { hint: string }) {
  const { account } = useAccount();
  return account && !account.email_verified ? <ConfirmEmail account={account} /> : <p>{hint}</p>;
}
