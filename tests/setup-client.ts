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

// jest-fixed-jsdom puts Node's FormData in place of jsdom's (for msw), and Node's takes no form. React builds one
// from a form submitted while a transition is pending (for useFormStatus, which the app does not use): it threw
// there, in React's own listener. The form's entries are not read by anything, so none are copied.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormData extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super(form instanceof HTMLFormElement ? undefined : form);
  }
} as typeof NodeFormData;

// lazy route chunks and a loaded CI machine can take more than the default second
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

// A request no handler answers fails the test that made it. msw's 'error' strategy throws from inside its
// interceptor, which crashes the whole jest process when the request was fired by a timer between tests;
// requests left over from a finished test are let through (to nowhere: they fail with a network error).
let unhandled: string[] | null = null;
beforeAll(() => server.listen({
  onUnhandledRequest: (request) => {
    unhandled?.push(`${request.method} ${request.url}`);
  },
}));
beforeEach(() => {
  unhandled = [];
});
afterEach(() => {
  const found = unhandled ?? [];
  unhandled = null;
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (found.length) throw new Error(`requests without a handler (add one in the test or tests/fixtures/server.ts): ${found.join(', ')}`);
});
afterAll(() => server.close());
