import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_DURATION_MS } from '@/lib/constants';

/** A message that disappears after MESSAGE_DURATION_MS (docs/product/constants.md: 5000 ms messages). */
export function useTimedMessage<T>(): [T | null, (message: T | null) => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: T | null) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next !== null) timer.current = setTimeout(() => setMessage(null), MESSAGE_DURATION_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
