import '@testing-library/jest-dom';

// isomorphic-dompurify loads a second jsdom (ESM-only deps) under jest; the sanitiser
// (lib/html/sanitize.ts) uses DOMPurify on the test window instead.
jest.mock('isomorphic-dompurify', () => {
  const createDOMPurify = jest.requireActual('dompurify');
  return createDOMPurify(window);
});

// jsdom has no MessageChannel, which every browser has (lib/hydration/nextTask.ts posts to one
// to run work in a task of its own): Node's, the same API.
if (typeof globalThis.MessageChannel === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  globalThis.MessageChannel = require('node:worker_threads').MessageChannel;
}
