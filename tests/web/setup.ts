// Component tests: jest-dom matchers on vitest's expect, and a clean document after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

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
