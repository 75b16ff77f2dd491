import '@testing-library/jest-dom';

// isomorphic-dompurify loads a second jsdom (ESM-only deps) under jest; the sanitiser
// (lib/html/sanitize.ts) uses DOMPurify on the test window instead.
jest.mock('isomorphic-dompurify', () => {
  const createDOMPurify = jest.requireActual('dompurify');
  return createDOMPurify(window);
});

