// SPEC §2 /user-recipes (my cookbook): tabs via hash #saved (the default), #custom, #imported and #notes.
import { Tabs } from '../../components/Tabs';
import { CustomTab } from './CustomTab';
import { ImportedTab } from './ImportedTab';
import { NotesTab } from './NotesTab';
import { SavedTab } from './SavedTab';
import './cookbook.css';

export default function CookbookScreen() {
  return (
    <div className="cookbook">
      <h1>My cookbook</h1>
      <Tabs
        label="My cookbook"
        hash
        tabs={[
          { id: 'saved', label: 'saved', content: <SavedTab /> },
          { id: 'custom', label: 'custom', content: <CustomTab /> },
          { id: 'imported', label: 'imported', content: <ImportedTab /> },
          { id: 'notes', label: 'notes', content: <NotesTab /> },
        ]}
      />
    </div>
  );
}
