// An empty list's message (SPEC §8 empty states), announced when it appears after a search or a filter.
import type { ReactNode } from 'react';
import './EmptyState.css';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
