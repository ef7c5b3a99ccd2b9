// A cook session's running timers, shown on every screen but its own cook mode (beyond the spec): the timer due
// next with the way back to cook mode at the step it was left on, 'Step 2: Add the spices 04:12 · back to cooking';
// a timer that reaches zero here is said politely (cook mode says its own). The shell loads this only once the tab
// keeps running timers (keptCookSessions.ts); the sound at zero is cookTimers.ts's.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../lib/router';
import type { Id } from '../../../contract/entities';
import { formatClock } from '../../../contract/timer';
import { useLiveText } from '../../components/useLiveText';
import { isRunning, remainingSeconds, type StepTimer } from '../../lib/stepTimers';
import { onTimersDue, readSession, useCookSessions } from './cookTimers';
import type { CookSession } from './keptCookSessions';
import './cookingChip.css';

/** Whether the address `at` (pathname and search) is the cook mode `href` leads back to. */
function isCookingAt(href: string, at: { pathname: string; search: string }): boolean {
  const cookMode = new URLSearchParams(at.search).get('cookmode');
  return href.split('?')[0] === at.pathname && cookMode !== null && cookMode !== 'false' && cookMode !== '0';
}

const stepLabel = (session: CookSession, id: Id) => {
  const step = session.steps?.[id];
  return step ? `Step ${step.n}${step.name && `: ${step.name}`}` : 'A timer';
};

/** The running timer to show: the next to reach zero, else the one that reached it last. */
function shownTimer(timers: Record<Id, StepTimer>, now: number): { id: Id; left: number } | null {
  const running = Object.entries(timers).filter(([, timer]) => isRunning(timer)).map(([id, timer]) => ({ id: Number(id), left: remainingSeconds(timer, now) }));
  const ahead = running.filter((t) => t.left >= 0).sort((a, b) => a.left - b.left);
  const over = running.filter((t) => t.left < 0).sort((a, b) => b.left - a.left);
  return ahead[0] ?? over[0] ?? null;
}

export function CookingChip() {
  const { sessions, now } = useCookSessions();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const [said, say] = useLiveText();
  useEffect(() => onTimersDue((key, ids) => {
    const session = readSession(key);
    if (!session?.href || isCookingAt(session.href, here.current)) return;
    say(`Time is up: ${ids.map((id) => session.steps?.[id]?.name || stepLabel(session, id)).join(', ')}`);
  }), [say]);

  const shown = sessions.flatMap(({ key, session }) => {
    const timer = session.href && !isCookingAt(session.href, location) ? shownTimer(session.timers, now) : null;
    return timer && session.href ? [{ key, href: session.href, label: stepLabel(session, timer.id), left: timer.left }] : [];
  });
  return (
    <>
      {shown.length > 0 && (
        <nav className="cooking-chip" aria-label="Cooking">
          {shown.map(({ key, href, label, left }) => (
            <Link key={key} to={href} className="cooking-chip__link">
              <span className="cooking-chip__step">{label}</span>
              {' '}
              <span role="timer" className={`cooking-chip__clock ${left < 0 ? 'is-over' : ''}`}>{formatClock(left)}</span>
              {left < 0 && ' time is up'}
              {' · back to cooking'}
            </Link>
          ))}
        </nav>
      )}
      <p className="visually-hidden" role="status">{said}</p>
    </>
  );
}
