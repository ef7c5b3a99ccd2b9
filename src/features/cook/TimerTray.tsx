// The timers of the other steps that are started: they stay in view (and can be paused, reset or
// opened) while the cook moves between steps.
import type { Id, RecipeStep } from '../../../contract/entities';
import { stickyTop } from '../../components/stickyBars';
import { hasStarted, type StepTimer } from '../../lib/stepTimers';
import { StepTimerControl } from './StepTimerControl';

interface TimerTrayProps {
  steps: RecipeStep[];
  currentStepId: Id | undefined;
  timers: Record<Id, StepTimer>;
  now: number;
  actions: { start: (id: Id) => void; pause: (id: Id) => void; reset: (id: Id) => void };
  onGoTo: (index: number) => void;
}

export function TimerTray({ steps, currentStepId, timers, now, actions, onGoTo }: TimerTrayProps) {
  const shown = steps
    .map((step, index) => ({ step, index, timer: timers[step.recipe_step_id] }))
    .filter((e): e is { step: RecipeStep; index: number; timer: StepTimer } => e.timer !== undefined && hasStarted(e.timer) && e.step.recipe_step_id !== currentStepId);
  if (shown.length === 0) return null;
  return (
    <section ref={stickyTop} className="timer-tray" aria-label="Other timers">
      <ul className="timer-tray__list">
        {shown.map(({ step, index, timer }) => (
          <li key={step.recipe_step_id} className="timer-tray__item">
            <button type="button" className="btn--link timer-tray__step" onClick={() => onGoTo(index)}>
              Step {index + 1}{step.name && `: ${step.name}`}
            </button>
            <StepTimerControl
              compact
              label={`Step ${index + 1}${step.name && `, ${step.name}`}`}
              timer={timer}
              now={now}
              onStart={() => actions.start(step.recipe_step_id)}
              onPause={() => actions.pause(step.recipe_step_id)}
              onReset={() => {
                // the timer leaves the tray with its buttons: the focus goes to the step on show
                document.getElementById('cook-step-title')?.focus();
                actions.reset(step.recipe_step_id);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
