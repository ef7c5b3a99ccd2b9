// SPEC §4 onboarding: steps 0 to 5 with Back/Continue; step 0 offers skip ('I can figure it out myself'),
// step 5 has Close. A modal dialog, so focus stays inside and Escape leaves the tour. Mount it per tour:
// a new mount starts at the welcome step. Back and Continue put the focus on the new step's heading, so a
// screen reader reads the step, not only 'Step 2 of 6' (as cook mode does with its step's title).
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { ONBOARDING_STEPS } from './onboardingSteps';
import './onboarding.css';

interface OnboardingModalProps {
  open: boolean;
  onClose: () => void;
}

export function OnboardingModal({ open, onClose }: OnboardingModalProps) {
  const [step, setStep] = useState(0);
  const last = ONBOARDING_STEPS.length - 1;
  const current = ONBOARDING_STEPS[step] ?? ONBOARDING_STEPS[0]!;
  const heading = useRef<HTMLHeadingElement>(null);
  // the dialog's opening focuses its first control itself: only a move between steps takes the focus
  const moved = useRef(false);
  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  return (
    <Dialog
      open={open}
      title={current.title}
      onClose={onClose}
      className="onboarding"
      titleRef={heading}
      actions={
        <>
          {step === 0
            ? <button type="button" className="btn btn--ghost" onClick={onClose}>I can figure it out myself</button>
            : <button type="button" className="btn btn--ghost" onClick={() => goTo(step - 1)}>Back</button>}
          {step < last
            ? <button type="button" className="btn btn--primary" onClick={() => goTo(step + 1)}>Continue</button>
            : <button type="button" className="btn btn--primary" onClick={onClose}>Close</button>}
        </>
      }
    >
      <p className="onboarding__progress" aria-live="polite">Step {step + 1} of {ONBOARDING_STEPS.length}</p>
      <ol className="onboarding__dots" aria-hidden="true">
        {ONBOARDING_STEPS.map((s, i) => <li key={s.title} className={i === step ? 'onboarding__dot onboarding__dot--on' : 'onboarding__dot'} />)}
      </ol>
      <div className="onboarding__body">{current.body(onClose)}</div>
    </Dialog>
  );
}
