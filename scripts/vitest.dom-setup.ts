import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 5 s instead of 1 s: jsdom tests share 2 cores with the browser tests in CI. A limit,
// not a delay: a query that matches returns at once, one that never matches still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
