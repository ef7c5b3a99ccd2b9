// The daily e-mail about store items that are about to expire (ours, from the stores issue): read from
// GET /account (`account`, null until read), changed with PUT /account/preferences; a failed change puts the switch back.
import { useState } from 'react';
import type { AccountResponse } from '../../../contract/api';
import { accountApi } from '../../api/account';
import { useToast } from '../../components/Toast';

export function ExpiryDigestSwitch({ account }: { account: AccountResponse | null }) {
  const toast = useToast();
  // what the switch was turned to here; before that, the account's
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = chosen ?? account?.expiry_digest ?? null;

  const toggle = async (next: boolean) => {
    setChosen(next);
    setBusy(true);
    try {
      await accountApi.preferences({ expiry_digest: next });
      toast(next ? 'You will get the daily expiry e-mail' : 'The daily expiry e-mail is off');
    } catch (err) {
      console.warn('preferences: the expiry e-mail setting could not be saved', err);
      setChosen(!next);
      toast('Your preference could not be saved');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="prefs__section" aria-labelledby="digest-heading">
      <h2 id="digest-heading">E-mail</h2>
      <label className="switch">
        <input type="checkbox" checked={enabled ?? false} disabled={enabled === null || busy} onChange={(e) => void toggle(e.target.checked)} />
        E-mail me each morning about store items that are about to expire
      </label>
    </section>
  );
}
