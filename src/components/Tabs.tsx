// Tabs with the WAI-ARIA tabs pattern: a tablist of tabs (one in the tab order, arrow keys, Home and End
// move and select) and their tabpanels. With `hash`, the selected tab follows the address (#id), so a tab
// can be linked to and survives a reload. Until the address names a tab (or one is picked) `initial` is shown,
// else the first.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  tabs: TabItem[];
  /** the accessible name of the tab list */
  label: string;
  hash?: boolean;
  /** the tab shown while none is named or picked; it may change as the screen learns what it holds */
  initial?: string;
  className?: string;
}

const KEY_STEP: Record<string, number | 'first' | 'last'> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: 'first', End: 'last' };

export function Tabs({ tabs, label, hash = false, initial, className }: TabsProps) {
  const baseId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [localId, setLocalId] = useState<string>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const fromHash = tabs.find((t) => `#${t.id}` === location.hash)?.id;
  const selected = (hash ? fromHash : localId) ?? tabs.find((t) => t.id === initial)?.id ?? tabs[0]?.id;

  const select = (id: string) => {
    if (!hash) setLocalId(id);
    else if (id !== selected) void navigate({ pathname: location.pathname, search: location.search, hash: `#${id}` }, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEP[event.key];
    if (step === undefined || tabs.length === 0) return;
    event.preventDefault();
    // from the focused tab: with `hash` the selection follows the address a render later, so a quick second
    // key would otherwise step from the tab before
    const current = tabs.findIndex((t) => buttons.current.get(t.id) === event.currentTarget);
    const index = step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (current + step + tabs.length) % tabs.length;
    const next = tabs[index];
    if (!next) return;
    select(next.id);
    buttons.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  // never the hash itself, which would make the panel the address's fragment target: Back from a page shorter
  // than the spot left, Chromium cannot restore the spot until the list is drawn again, and meanwhile goes to the
  // target, scrolling to the panel's top and focusing it (QA power D3: row 60 of #custom came back at the tabs)
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={`tabs ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => { if (el) buttons.current.set(tab.id, el); else buttons.current.delete(tab.id); }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} tabIndex={0} hidden={tab.id !== selected} className="tabs__panel">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
