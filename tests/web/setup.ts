// Component tests: jest-dom matchers on vitest's expect, and a clean document after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import * as React from 'react';
import { afterEach } from 'vitest';

afterEach(async () => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  // The app's one toaster keeps its toasts in a module, which the files of a worker share (isolate:
  // false): left there, a test's toasts showed again in the next tests' toasters (up to 9 of them),
  // each rendered and measured again, and a test looking for a toast could have found an earlier one's.
  if (globalThis.document) (await import('../../web/src/shared/toaster-view.tsx')).toaster.remove();
});

// React's development build (act needs it) takes a stack trace for every element it creates, up to
// 10,000 a second, to show where an element was created in its warnings: in these tests that was a
// sixth of the CPU (products and theme designer together 23.5 → 19.8 CPU-s). React reads the count it is at from its
// internals; kept over the limit, each element takes the one shared "unknown owner" stack instead. A
// warning still names its component; REACT_OWNER_STACKS=1 brings the creation sites back.
const reactInternals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object })
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (!process.env.REACT_OWNER_STACKS && reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => {}, configurable: true });
}

// routes load their code lazily: the first screen of a file can take a few seconds under load
configure({ asyncUtilTimeout: 5000 });

// A query that finds nothing prints the whole document into its error. findBy* and waitFor retry it on
// every change of the document and throw those errors away, so printing the document each time cost
// the web tests a few percent of their CPU; while they retry (Testing Library marks that time), the
// error carries the message alone, and the one that ends a wait with a timeout gets the document then
// (waitFor's onTimeout asks for it again), so a failing test reports what it did before.
const fullError = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) return fullError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
