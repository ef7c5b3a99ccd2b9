// A small label beside a name: 'default' on a store, 'expired' or 'expiring' on a store item.
import type { ReactNode } from 'react';
import './Badge.css';

export type BadgeTone = 'default' | 'expired' | 'expiring';

export function Badge({ tone, title, children }: { tone: BadgeTone; title?: string; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`} title={title}>{children}</span>;
}
