// Asks a new user whether they want the tour. Confirm stores tutorial_enabled true and opens the onboarding
// modal; cancel stores false (SPEC §2). Resetting the tutorials (preferences, beta tools) brings it back.
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { storage } from '../../lib/storage';
import { importWithRetry } from '../../lib/lazyWithRetry';
import { useTutorialOffer } from './useTutorialOffer';

// the tour is loaded when it is asked for, never with the first load
const OnboardingModal = lazy(() => importWithRetry(() => import('./OnboardingModal'))
  .then((module) => ({ default: module.OnboardingModal })));

export function TutorialPrompt() {
  const location = useLocation();
  const navigate = useNavigate();
  const { offered, resets } = useTutorialOffer();
  // an answer closes the prompt until the next reset of the tutorials
  const [answeredAt, setAnsweredAt] = useState<number | null>(null);
  const [touring, setTouring] = useState(false);

  const open = offered && answeredAt !== resets;

  const answer = (enabled: boolean) => {
    storage.set('tutorial_enabled', enabled);
    setAnsweredAt(resets);
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
