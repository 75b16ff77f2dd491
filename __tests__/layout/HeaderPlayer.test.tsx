/**
 * The header's profile dropdown closes on a click beside it, but not on a click inside a modal
 * dialog that opened over it (a CMS notice appearing while the menu is open): the player
 * dismisses the notice and finds the menu where they left it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useRouter } from 'next/router';
import { HeaderPlayer } from '@/components/layout/HeaderPlayer';
import { initialProfileState, type RootState } from '@/store';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

const loggedIn: Partial<RootState> = {
  profile: { ...initialProfileState(), isLoggedIn: true },
};

async function renderHeader() {
  (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'fi' }));
  renderWithStore(
    <>
      <HeaderPlayer isGamePage={false} />
      <p>page text</p>
      <div role="dialog" aria-modal="true" aria-label="notice">
        <button type="button">close notice</button>
      </div>
    </>,
    loggedIn,
  );
  const opener = document.querySelector<HTMLButtonElement>('button[aria-controls="profile-dropdown"]')!;
  fireEvent.click(opener);
  expect(opener).toHaveAttribute('aria-expanded', 'true');
  // Its rows load on opening (next/dynamic).
  await waitFor(() => expect(screen.getByTestId('logout')).toBeInTheDocument());
  return opener;
}

describe('<HeaderPlayer> profile dropdown', () => {
  it('closes on a click beside it', async () => {
    const opener = await renderHeader();
    fireEvent.mouseDown(screen.getByText('page text'));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('profile-dropdown')).toBeNull();
  });

  it('stays open when the player dismisses a modal notice that opened over it', async () => {
    const opener = await renderHeader();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'close notice' }));
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('profile-dropdown')).not.toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const opener = await renderHeader();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });
});
