// The daily e-mail about store items that are about to expire (ours, from the stores issue): read from
// GET /account, changed with PUT /account/preferences; a failed change puts the switch back.
import { useEffect, useState } from 'react';
import { accountApi } from '../../api/account';
import { useToast } from '../../components/Toast';

export function ExpiryDigestSwitch() {
  const toast = useToast();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    accountApi.get().then(
      (account) => { if (live) setEnabled(account.expiry_digest); },
      (err: unknown) => console.warn('preferences: the account could not be loaded', err),
    );
    return () => { live = false; };
  }, []);

  const toggle = async (next: boolean) => {
    setEnabled(next);
    setBusy(true);
    try {
      await accountApi.preferences({ expiry_digest: next });
      toast(next ? 'You will get the daily expiry e-mail' : 'The daily expiry e-mail is off');
    } catch (err) {
      console.warn('preferences: the expiry e-mail setting could not be saved', err);
      setEnabled(!next);
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
