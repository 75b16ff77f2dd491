/**
 * Idempotency keys of the site's money calls (deposit, withdraw): one key per attempt, the same
 * key while the same request is sent again (a double submit, a retry after a timeout or an error),
 * a new one once the request changed or succeeded. The platform answers a retried key with the
 * first result and refuses the key with another payload (262), so a retry never moves money twice.
 */
export interface AttemptKeys {
  /** The key for this request: the current attempt's when the request is the same. */
  keyFor(request: Record<string, unknown>): string;
  /** The attempt succeeded: the next request is a new attempt. */
  done(): void;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; 16 random bytes are as good a key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createAttemptKeys(): AttemptKeys {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const fingerprint = JSON.stringify(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
      if (current?.request !== fingerprint) current = { request: fingerprint, key: newKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}
