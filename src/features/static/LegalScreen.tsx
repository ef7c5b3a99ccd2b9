// /legal (SPEC §2): tabs #terms, #privacy, #allergen; the tab follows the address, so each can be linked to.
import { Tabs } from '../../components/Tabs';
import { AllergenNotice } from './AllergenNotice';
import { PrivacyNotice } from './PrivacyNotice';
import { TermsNotice } from './TermsNotice';
import './static.css';

export default function LegalScreen() {
  return (
    <article className="static-page">
      <h1>Legal notices</h1>
      <Tabs
        label="Legal notices"
        hash
        tabs={[
          { id: 'terms', label: 'Terms', content: <TermsNotice /> },
          { id: 'privacy', label: 'Privacy', content: <PrivacyNotice /> },
          { id: 'allergen', label: 'Allergens', content: <AllergenNotice /> },
        ]}
      />
    </article>
  );
}
