// News items with their date (en-GB), title and content. The content is sanitized (lib/sanitizeHtml); a link
// inside it to this origin opens in the app without a reload.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NewsItem } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/dates';
import { linkKind, sanitizeNewsHtml } from '../../lib/sanitizeHtml';

export function NewsList({ items }: { items: NewsItem[] }) {
  const navigate = useNavigate();
  if (items.length === 0) return <EmptyState title={MESSAGES.slowNewsDay} />;

  const followInApp = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = link.getAttribute('href');
    if (linkKind(href) !== 'internal' || !href) return;
    event.preventDefault();
    const url = new URL(href, window.location.origin);
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <ol className="news">
      {items.map((item) => (
        <li key={`${item.created_at}-${item.title}`} className="news__item card">
          <article>
            <time className="news__date" dateTime={item.created_at}>{formatDate(item.created_at)}</time>
            <h2 className="news__title">{item.title}</h2>
            {/* the links inside are real anchors (keyboard users press Enter on them, which is a click) */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
            <div className="news__content" onClick={followInApp} dangerouslySetInnerHTML={{ __html: sanitizeNewsHtml(item.HtmlContent) }} />
          </article>
        </li>
      ))}
    </ol>
  );
}
