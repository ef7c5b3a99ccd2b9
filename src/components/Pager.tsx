// SPEC §2: Prev/Next paging with 'Showing X to Y of Z Entries', shown only when there is more than one page.
// A button that cannot act (the first or last page, or a page loading) is aria-disabled rather than disabled and
// ignores a press: a disabled button drops the focus of the keyboard that pressed it to <body> (SubmitButton).
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
  const noPrev = busy || current <= 1;
  const noNext = busy || current >= last;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="btn btn--secondary pager__button" aria-disabled={noPrev} onClick={() => { if (!noPrev) onPage(current - 1); }}>
        <Icon name="chevronLeft" size={18} /> Prev
      </button>
      <p className="pager__status" aria-live="polite">{`Showing ${page.from ?? 0} to ${page.to ?? 0} of ${page.total} Entries`}</p>
      <button type="button" className="btn btn--secondary pager__button" aria-disabled={noNext} onClick={() => { if (!noNext) onPage(current + 1); }}>
        Next <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
