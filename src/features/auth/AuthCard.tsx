import type { ReactNode } from 'react';
import './auth.css';

/** The frame every signed-out form shares. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="auth card" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {children}
      {footer && <div className="auth__footer">{footer}</div>}
    </section>
  );
}
