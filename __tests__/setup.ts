import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// isomorphic-dompurify loads a second jsdom (ESM-only deps) under jest; the sanitiser
// (lib/html/sanitize.ts) uses DOMPurify on the test window instead.
jest.mock('isomorphic-dompurify', () => {
  const createDOMPurify = jest.requireActual('dompurify');
  return createDOMPurify(window);
});

// findBy*/waitFor end on the event they wait for; their bound is only how long a busy machine may
// take to get there (Testing Library's default of 1 s failed tests while other work ran).
configure({ asyncUtilTimeout: 10_000 });
