// SPEC §2 /user-recipes (my cookbook): tabs via hash #saved (the default), #custom, #imported and #notes. Ours: a
// search above them filters the tab shown (cookbookQuery.ts).
import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Tabs } from '../../components/Tabs';
import { CookbookSearch } from './CookbookSearch';
import { CookbookSearchContext, useAddressQuery } from './cookbookQuery';
import { CustomTab } from './CustomTab';
import { ImportedTab } from './ImportedTab';
import { NotesTab } from './NotesTab';
import { SavedTab } from './SavedTab';
import './cookbook.css';

const TABS = [
  { id: 'saved', label: 'saved', search: 'Search saved recipes', content: <SavedTab /> },
  { id: 'custom', label: 'custom', search: 'Search your recipes', content: <CustomTab /> },
  { id: 'imported', label: 'imported', search: 'Search imported recipes', content: <ImportedTab /> },
  { id: 'notes', label: 'notes', search: 'Search notes', content: <NotesTab /> },
];

export default function CookbookScreen() {
  // the tab shown, as Tabs reads it from the address
  const { hash } = useLocation();
  const shown = TABS.find((tab) => `#${tab.id}` === hash) ?? TABS[0]!;
  const [query, setQuery] = useAddressQuery();
  const field = useRef<HTMLInputElement>(null);
  const search = useMemo(() => ({
    query,
    clear: () => {
      setQuery('');
      field.current?.focus();
    },
  }), [query, setQuery]);
  return (
    <div className="cookbook">
      <h1>My cookbook</h1>
      <CookbookSearch ref={field} label={shown.search} text={query} onText={setQuery} />
      <CookbookSearchContext.Provider value={search}>
        <Tabs label="My cookbook" hash tabs={TABS} />
      </CookbookSearchContext.Provider>
    </div>
  );
}
