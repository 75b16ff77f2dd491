import { fireEvent } from '@testing-library/react';
import { Avatar } from '@/components/layout/Avatar';
import { avatarImageUrl } from '@/lib/profile/avatar';
import { DEFAULT_AVATAR, initialProfileState } from '@/store';
import { avatarSaved } from '../support/profileAnswers';
import { act } from 'react';
import { renderWithStore } from './testUtils';

const image = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

describe('<Avatar> (default avatar 1, also on error)', () => {
  it('shows the chosen avatar, and avatar 1 when its image fails to load', () => {
    const { container } = renderWithStore(<Avatar />, { profile: { ...initialProfileState(), isLoggedIn: true, avatar: 7 } });
    expect(image(container).getAttribute('src')).toBe(avatarImageUrl(7));
    fireEvent.error(image(container));
    expect(DEFAULT_AVATAR).toBe(1);
    expect(image(container).getAttribute('src')).toBe(avatarImageUrl(1));
    expect(image(container).dataset.avatar).toBe('1');
  });

  it('tries a newly chosen avatar again, and stays on avatar 1 when avatar 1 itself fails', () => {
    const { container, store } = renderWithStore(<Avatar />, { profile: { ...initialProfileState(), isLoggedIn: true, avatar: 7 } });
    fireEvent.error(image(container));
    act(() => {
      store.dispatch(avatarSaved(9));
    });
    expect(image(container).getAttribute('src')).toBe(avatarImageUrl(9));
    act(() => {
      store.dispatch(avatarSaved(1));
    });
    fireEvent.error(image(container));
    expect(image(container).getAttribute('src')).toBe(avatarImageUrl(1));
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
