// SPEC §2 dashboard: a card that sums up one of the user's screens, with a 'manage' link to it.
import { useId, type ReactNode } from 'react';
import { Link } from '../../lib/router';

interface Props {
  title: ReactNode;
  /** the screen the card sums up */
  manage: string;
  /** the card's own class, for what it shows */
  className?: string;
  children: ReactNode;
}

export function DashboardCard({ title, manage, className, children }: Props) {
  const titleId = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <div className="dashboard-card__head">
        <h2 id={titleId}>{title}</h2>
        <Link to={manage} className="btn btn--ghost btn--flush-end">manage</Link>
      </div>
      {children}
    </section>
  );
}
