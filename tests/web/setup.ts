// Component tests: jest-dom matchers on vitest's expect, and a clean document after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// routes load their code lazily: the first screen of a file can take a few seconds under load
configure({ asyncUtilTimeout: 5000 });
