// SPEC §2 /user-preferences: tabs account, profile ('coming soon') and beta tools.
import { ConfirmEmail, useAccount } from '../../components/ConfirmEmail';
import { Tabs } from '../../components/Tabs';
import { AccountDeleteForm } from './AccountDeleteForm';
import { AccountDetailsForm } from './AccountDetailsForm';
import { BetaTools } from './BetaTools';
import { ExpiryDigestSwitch } from './ExpiryDigestSwitch';
import { FilterPreferences } from './FilterPreferences';
import { PasswordChangeForm } from './PasswordChangeForm';
import './account.css';

/** ours: GET /account failed, so the forms that need it (details, the digest) wait; the rest work */
export const ACCOUNT_NOT_READ = 'Your account details could not be loaded, so they cannot be changed yet.';

export default function PreferencesScreen() {
  const { account, failed, retry } = useAccount();
  return (
    <div className="prefs">
      <h1>Preferences</h1>
      <Tabs
        label="Preferences"
        tabs={[
          {
            id: 'account',
            label: 'Account',
            content: (
              <>
                {failed && (
                  <div className="form-error" role="alert">
                    {ACCOUNT_NOT_READ}{' '}
                    <button type="button" className="btn btn--link" onClick={retry}>try again</button>
                  </div>
                )}
                <ConfirmEmail account={account} />
                <AccountDetailsForm account={account} />
                <PasswordChangeForm />
                <FilterPreferences />
                <ExpiryDigestSwitch account={account} />
                <AccountDeleteForm />
              </>
            ),
          },
          { id: 'profile', label: 'Profile', content: <p className="prefs__soon">Coming soon.</p> },
          { id: 'beta', label: 'Beta tools', content: <BetaTools /> },
        ]}
      />
    </div>
  );
}
