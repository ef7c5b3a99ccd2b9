// An empty list's message (SPEC §8 empty states), announced when it appears after a search or a filter; with
// `heading`, a screen's whole content ('Recipe not found'), its title the screen's h1 as on the other screens;
// `quiet` where the screen's own status says it already (a status mounted with its words is not said by every
// screen reader, so Discover says its count in a status that stays).
import type { ReactNode } from 'react';
import './EmptyState.css';

export function EmptyState({ title, children, heading, quiet }: { title: string; children?: ReactNode; heading?: boolean; quiet?: boolean }) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div className="empty-state" role={quiet ? undefined : 'status'}>
      <Title className="empty-state__title">{title}</Title>
      {children}
    </div>
  );
}
