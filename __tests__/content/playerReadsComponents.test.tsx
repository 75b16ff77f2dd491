/** What a player reads (docs/decisions.md#what-a-player-reads): greetings, the loyalty minimum, the campaigns page's prompt. */
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { LoyaltyBox } from '@/components/bonuses/LoyaltyBox';
import { WelcomeBack } from '@/components/content/WelcomeBack';
import CampaignsPage from '@/pages/campaigns';
import { makeStore, type RootState } from '@/store';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { api, server, setupPlatformServer } from '../msw/server';
import type { Player } from '@/lib/account/types';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();

beforeEach(() => {
  (useRouter as jest.Mock).mockReturnValue(mockRouter({ pathname: '/campaigns', asPath: '/kampanjat', locale: 'fi' }));
});

function withProfile(profile: Partial<RootState['profile']>): Partial<RootState> {
  const state = makeStore().getState();
  return { profile: { ...state.profile, ...profile } };
}

describe('the welcome box', () => {
  it('greets without a name when the player has none (a new pay-and-play customer)', () => {
    renderWithStore(<WelcomeBack locale="fi" part="box" />, withProfile({ isLoggedIn: true, player: { nickName: '' } as Player }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^home\.welcomeNoName$/);
  });

  it('greets by nickname when there is one', () => {
    renderWithStore(<WelcomeBack locale="fi" part="box" />, withProfile({ isLoggedIn: true, player: { nickName: 'Aino' } as Player }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('home.welcome(name=Aino)');
  });
});

describe('loyalty conversion', () => {
  it('below the minimum names the minimum and sends nothing', async () => {
    let sent = 0;
    server.use(
      http.get(api('/player/loyalty'), () =>
        HttpResponse.json({
          success: true,
          points: 250,
          earnedPoints: 250,
          convertedPoints: 0,
          rate: { points: 100, amount: 1 },
          minPoints: 100,
        }),
      ),
      http.post(api('/player/convertLoyaltyPoints'), () => {
        sent += 1;
        return HttpResponse.json({ success: true, points: 0, amount: 0 });
      }),
    );
    renderWithStore(<LoyaltyBox />, withProfile({ isLoggedIn: true }));
    fireEvent.change(await screen.findByLabelText('loyalty.amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'loyalty.convert' }));
    expect(await screen.findByTestId('loyalty-below-min')).toHaveTextContent('loyalty.belowMin(min=100)');
    expect(sent).toBe(0);
  });
});

describe('the campaigns page', () => {
  const page = {
    slug: 'campaigns',
    lang: 'fi' as const,
    title: 'Kampanjat',
    blocks: [{ type: 'hero' as const, title: 'Tämän viikon kampanjat', text: 'Talletusbonukset odottavat.' }],
  };

  // The page's base props (translations, layout) play no part here.
  const props = { page } as unknown as Parameters<typeof CampaignsPage>[0];

  it('asks a visitor to log in', () => {
    renderWithStore(<CampaignsPage {...props} />);
    expect(screen.getByTestId('campaigns-login-prompt')).toHaveTextContent('campaignsPage.loginPrompt');
  });

  it('does not ask a logged-in player to log in', () => {
    renderWithStore(<CampaignsPage {...props} />, withProfile({ isLoggedIn: true }));
    expect(screen.queryByTestId('campaigns-login-prompt')).not.toBeInTheDocument();
    expect(screen.getByTestId('campaigns-view')).toBeInTheDocument();
  });
});
