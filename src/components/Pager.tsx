// SPEC §2: Prev/Next paging with 'Showing X to Y of Z Entries', shown only when there is more than one page.
import type { Paged } from '../../contract/entities';
import { Icon } from './Icon';
import './Pager.css';

type PageInfo = Pick<Paged<unknown>, 'current_page' | 'last_page' | 'from' | 'to' | 'total'>;

interface PagerProps {
  page: PageInfo;
  onPage: (page: number) => void;
  /** while the next page loads */
  busy?: boolean;
}

export function Pager({ page, onPage, busy = false }: PagerProps) {
  if (page.last_page <= 1) return null;
  const { current_page: current, last_page: last } = page;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="btn btn--secondary pager__button" onClick={() => onPage(current - 1)} disabled={busy || current <= 1}>
        <Icon name="chevronLeft" size={18} /> Prev
      </button>
      <p className="pager__status" aria-live="polite">{`Showing ${page.from ?? 0} to ${page.to ?? 0} of ${page.total} Entries`}</p>
      <button type="button" className="btn btn--secondary pager__button" onClick={() => onPage(current + 1)} disabled={busy || current >= last}>
        Next <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
