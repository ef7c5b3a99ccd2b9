// SPEC §2 /recipes, the Discover screen: tabs Verified (the catalogue), Community and Recommended
// ('Coming Soon.'). The tab follows the address hash, so Back from a recipe returns to it.
import { MESSAGES } from '../../../contract/rules';
import { EmptyState } from '../../components/EmptyState';
import { Tabs } from '../../components/Tabs';
import { VerifiedRecipes } from './VerifiedRecipes';
import './discover.css';

export default function DiscoverScreen() {
  return (
    <div className="discover">
      <h1>Discover recipes</h1>
      <Tabs
        label="Recipe collections"
        hash
        tabs={[
          { id: 'verified', label: 'Verified', content: <VerifiedRecipes /> },
          { id: 'community', label: 'Community', content: <EmptyState title={MESSAGES.comingSoon} /> },
          { id: 'recommended', label: 'Recommended', content: <EmptyState title={MESSAGES.comingSoon} /> },
        ]}
      />
    </div>
  );
}
