import { render, screen } from '@testing-library/react';
import { AppUpdatedError } from '../lib/lazyWithRetry';
import { ErrorScreen } from './ErrorBoundary';

const chunkError = () => Object.assign(new Error('Loading chunk 8970 failed'), { name: 'ChunkLoadError' });

test('a part gone because Larder was updated says so, with Reload, and does not blame the connection', () => {
  render(<ErrorScreen error={new AppUpdatedError('9.9.9')} />);
  expect(screen.getByRole('heading', { name: 'Larder has been updated.' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Reload to carry on with the new version. Nothing you saved is lost.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
});

test('a part that could not load otherwise still asks to check the connection', () => {
  render(<ErrorScreen error={chunkError()} />);
  expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
  expect(screen.getByText('A part of Larder could not be loaded. Check your connection, then reload.')).toBeInTheDocument();
});
