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

export default function PreferencesScreen() {
  const account = useAccount();
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
