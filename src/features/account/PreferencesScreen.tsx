// SPEC §2 /user-preferences: tabs account, profile ('coming soon') and beta tools.
import { Tabs } from '../../components/Tabs';
import { AccountDeleteForm } from './AccountDeleteForm';
import { AccountDetailsForm } from './AccountDetailsForm';
import { BetaTools } from './BetaTools';
import { ExpiryDigestSwitch } from './ExpiryDigestSwitch';
import { FilterPreferences } from './FilterPreferences';
import { PasswordChangeForm } from './PasswordChangeForm';
import './account.css';

export default function PreferencesScreen() {
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
                <AccountDetailsForm />
                <PasswordChangeForm />
                <FilterPreferences />
                <ExpiryDigestSwitch />
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
