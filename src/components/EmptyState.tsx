// An empty list's message (SPEC §8 empty states), announced when it appears after a search or a filter; with
// `heading`, a screen's whole content ('Recipe not found'), its title the screen's h1 as on the other screens.
import type { ReactNode } from 'react';
import './EmptyState.css';

export function EmptyState({ title, children, heading }: { title: string; children?: ReactNode; heading?: boolean }) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div className="empty-state" role="status">
      <Title className="empty-state__title">{title}</Title>
      {children}
    </div>
  );
}
