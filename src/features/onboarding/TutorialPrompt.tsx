// Asks a new user whether they want the tour. Confirm stores tutorial_enabled true and opens the onboarding
// modal; cancel stores false (SPEC §2). Resetting the tutorials (preferences, beta tools) brings it back.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { storage } from '../../lib/storage';
import { onTutorialReset } from '../../lib/tutorial';
import { importWithRetry } from '../../lib/lazyWithRetry';
import { shouldOfferTutorial } from './tutorialRule';

// the tour is loaded when it is asked for, never with the first load
const OnboardingModal = lazy(() => importWithRetry(() => import('./OnboardingModal'))
  .then((module) => ({ default: module.OnboardingModal })));

export function TutorialPrompt() {
  const location = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  const [touring, setTouring] = useState(false);
  // the stored flag is read on render: a reset must render again even when nothing was dismissed
  const [, setResets] = useState(0);
  useEffect(() => onTutorialReset(() => {
    setDismissed(false);
    setResets((n) => n + 1);
  }), []);

  const open = !dismissed && shouldOfferTutorial(location.search, storage.get('tutorial_enabled'));

  const answer = (enabled: boolean) => {
    storage.set('tutorial_enabled', enabled);
    setDismissed(true);
    setTouring(enabled);
    const params = new URLSearchParams(location.search);
    if (params.has('first_login')) {
      params.delete('first_login');
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    }
  };

  return (
    <>
      <Dialog
        open={open}
        title="Welcome to Larder"
        onClose={() => answer(false)}
        actions={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => answer(false)}>No thanks</button>
            <button type="button" className="btn btn--primary" onClick={() => answer(true)}>Show me around</button>
          </>
        }
      >
        <p>Would you like a few tips as you find your way around? You can turn them back on in your preferences.</p>
      </Dialog>
      {touring && <Suspense fallback={null}><OnboardingModal open onClose={() => setTouring(false)} /></Suspense>}
    </>
  );
}
