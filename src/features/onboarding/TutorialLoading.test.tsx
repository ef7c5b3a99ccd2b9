// The shell loads the tutorial prompt's code only once the prompt may be offered (src/app/shell/Shell.tsx).
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { storage } from '../../lib/storage';
import { resetTutorials } from '../../lib/tutorial';
import type * as TutorialPromptModule from './TutorialPrompt';

let mockPromptLoads = 0;
jest.mock('./TutorialPrompt', () => {
  mockPromptLoads += 1;
  return jest.requireActual<typeof TutorialPromptModule>('./TutorialPrompt');
});

test('a user who answered the prompt before does not load it; a reset of the tutorials loads it and offers it again', async () => {
  storage.set('tutorial_enabled', false);
  renderApp('/user-dashboard', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(mockPromptLoads).toBe(0);

  act(() => resetTutorials());
  expect(await screen.findByRole('dialog', { name: 'Welcome to Larder' })).toBeInTheDocument();
  expect(mockPromptLoads).toBe(1);
});
