import '@testing-library/jest-dom';
import { installIntersectionObserver } from './support/intersection';

// Only in a browser-like environment (the platform's tests run in node).
if (typeof window !== 'undefined') installIntersectionObserver();
