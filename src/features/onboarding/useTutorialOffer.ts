import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { storage } from '../../lib/storage';
import { onTutorialReset } from '../../lib/tutorial';
import { shouldOfferTutorial } from './tutorialRule';

/**
 * Whether the tutorial prompt may be offered now (the address and the stored flag, read on every render), and how
 * many resets of the tutorials this component has seen: each reset renders it again, as the flag it reads is gone.
 */
export function useTutorialOffer(): { offered: boolean; resets: number } {
  const { search } = useLocation();
  const [resets, setResets] = useState(0);
  useEffect(() => onTutorialReset(() => setResets((n) => n + 1)), []);
  return { offered: shouldOfferTutorial(search, storage.get('tutorial_enabled')), resets };
}
