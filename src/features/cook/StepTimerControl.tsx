// One step timer: the time left as mm:ss (a minus once it is over) with start/pause and reset.
import { Icon } from '../../components/Icon';
import { hasStarted, isRunning, remainingSeconds, type StepTimer } from '../../lib/stepTimers';
import { formatClock } from '../../../contract/timer';

interface StepTimerControlProps {
  label: string;
  timer: StepTimer;
  now: number;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
  compact?: boolean;
}

export function StepTimerControl({ label, timer, now, onStart, onPause, onReset, compact = false }: StepTimerControlProps) {
  const remaining = remainingSeconds(timer, now);
  const running = isRunning(timer);
  const over = remaining < 0;
  const state = running ? 'running' : hasStarted(timer) ? 'paused' : 'ready';
  return (
    <div role="group" aria-label={`Timer: ${label}`} className={`step-timer step-timer--${state} ${over ? 'is-over' : ''} ${compact ? 'step-timer--compact' : ''}`}>
      <span role="timer" className="step-timer__clock">{formatClock(remaining)}</span>
      {over && <span className="step-timer__note">time is up</span>}
      <span className="step-timer__buttons">
        {running ? (
          <button type="button" className="btn btn--secondary step-timer__button" onClick={onPause}>
            <Icon name="pause" size={16} /> Pause
          </button>
        ) : (
          <button type="button" className="btn btn--primary step-timer__button" onClick={onStart}>
            <Icon name="play" size={16} /> {state === 'paused' ? 'Resume' : 'Start'}
          </button>
        )}
        {/* aria-disabled, not disabled: a reset timer's Reset keeps the focus it was pressed with */}
        <button type="button" className="btn btn--ghost step-timer__button" onClick={() => { if (state !== 'ready') onReset(); }} aria-disabled={state === 'ready'}>
          <Icon name="reset" size={16} /> Reset
        </button>
      </span>
    </div>
  );
}
