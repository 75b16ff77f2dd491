import { act, useState } from 'react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, screen } from '@testing-library/react';
import { hydrateInTransition } from '@/lib/hydration/transitionHydration';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      clicked {count}
    </button>
  );
}

/** React's record of the transition that is running (set by startTransition for its callback). */
const runningTransition = () =>
  (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { T: unknown } })
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE.T;

describe('hydration in a transition', () => {
  it('hydrates the server markup into a working root', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button');
    const client = { hydrateRoot };
    hydrateInTransition(client);
    let root: Root | undefined;
    await act(async () => {
      root = client.hydrateRoot(container, <Counter />);
    });
    // The server's button is kept (hydrated, not replaced) and now answers clicks.
    expect(screen.getByRole('button')).toBe(serverButton);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('clicked 1');
    act(() => root?.unmount());
    container.remove();
  });

  it('starts the hydration inside startTransition, passes everything through, and wraps once', () => {
    const root = {} as Root;
    const calls: { args: unknown[]; inTransition: boolean }[] = [];
    const original = ((...args: unknown[]) => {
      calls.push({ args, inTransition: runningTransition() != null });
      return root;
    }) as typeof hydrateRoot;
    const client = { hydrateRoot: original };
    hydrateInTransition(client);
    const wrapped = client.hydrateRoot;
    hydrateInTransition(client);
    expect(client.hydrateRoot).toBe(wrapped);

    const container = document.createElement('div');
    const options = { onRecoverableError: () => undefined };
    expect(client.hydrateRoot(container, <Counter />, options)).toBe(root);
    expect(calls).toHaveLength(1);
    expect(calls[0].args[0]).toBe(container);
    expect(calls[0].args[2]).toBe(options);
    expect(calls[0].inTransition).toBe(true);
    expect(runningTransition()).toBeNull();
  });
});
