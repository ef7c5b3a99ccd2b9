// The browser wrapper of the clean-up: where the browser cannot draw the photo (jsdom has no
// createImageBitmap), the photo goes to the recogniser as it is; the progress names the step.
import { render, screen } from '@testing-library/react';
import { PREPARING, preparePhoto } from './preparePhoto';
import { ScanProgress } from './ScanProgress';

test('without createImageBitmap the photo is read as it is', async () => {
  const photo = new Blob(['not really a jpeg'], { type: 'image/jpeg' });
  await expect(preparePhoto(photo)).resolves.toBe(photo);
});

test('a photo the browser cannot decode is read as it is, with a warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const original = globalThis.createImageBitmap;
  globalThis.createImageBitmap = jest.fn().mockRejectedValue(new Error('decode failed'));
  try {
    const photo = new Blob(['broken'], { type: 'image/jpeg' });
    await expect(preparePhoto(photo)).resolves.toBe(photo);
    expect(warn).toHaveBeenCalled();
  } finally {
    globalThis.createImageBitmap = original;
    warn.mockRestore();
  }
});

test('while the photo is prepared, the progress says so', () => {
  render(<ScanProgress progress={{ status: PREPARING, progress: 0 }} />);
  expect(screen.getByRole('status')).toHaveTextContent('Preparing the photo…');
  expect(screen.getByRole('progressbar', { name: 'Preparing the photo…' })).toBeInTheDocument();
});
