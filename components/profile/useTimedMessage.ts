import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_DURATION_MS } from '@/lib/constants';

/** A message that disappears after 5 s (docs/product/constants.md "Messages and boxes last 5000 ms"). */
export function useTimedMessage<T>(durationMs: number = MESSAGE_DURATION_MS): [T | null, (message: T | null) => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: T | null) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next !== null) timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
