import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './fixtures/server';

// jsdom has <dialog> but not its modal methods
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// lazy route chunks and a loaded CI machine can take more than the default second
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
