import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MarketingConsentPrompt } from '@/components/account/MarketingConsentPrompt';
import { MARKETING_PROMPT_INTERVAL_MS, readMarketingPromptTime, shouldShowMarketingPrompt } from '@/lib/account/marketingPrompt';
import { initialProfileState, type RootState } from '@/store';
import { MARKETING_PROMPT_KEY } from '@/lib/account/sessionStorage';
import { fakeT, renderWithStore } from '../components/testUtils';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);

describe('marketing prompt rule (docs/product/flows.md)', () => {
  it('is 30 days', () => {
    expect(MARKETING_PROMPT_INTERVAL_MS).toBe(30 * DAY);
  });

  it('shows when SMS is not accepted and nothing is stored', () => {
    expect(shouldShowMarketingPrompt({ receiveSms: false, lastLoginTime: T0 }, null)).toBe(true);
    expect(shouldShowMarketingPrompt({ lastLoginTime: T0 }, null)).toBe(true);
  });

  it('never shows when SMS is accepted, or without a player', () => {
    expect(shouldShowMarketingPrompt({ receiveSms: true, lastLoginTime: T0 + 90 * DAY }, T0)).toBe(false);
    expect(shouldShowMarketingPrompt({ receiveSms: true }, null)).toBe(false);
    expect(shouldShowMarketingPrompt(null, null)).toBe(false);
  });

  it('shows again when the last login is at least 30 days after the stored prompt time', () => {
    expect(shouldShowMarketingPrompt({ receiveSms: false, lastLoginTime: T0 + 30 * DAY - 1 }, T0)).toBe(false);
    expect(shouldShowMarketingPrompt({ receiveSms: false, lastLoginTime: T0 + 30 * DAY }, T0)).toBe(true);
    expect(shouldShowMarketingPrompt({ receiveSms: false, lastLoginTime: T0 + 31 * DAY }, T0)).toBe(true);
    expect(shouldShowMarketingPrompt({ receiveSms: false, lastLoginTime: null }, T0)).toBe(false);
  });
});

describe('<MarketingConsentPrompt>', () => {
  const state = (player: Record<string, unknown>): Partial<RootState> => ({
    profile: { ...initialProfileState(), isLoggedIn: true, player: { userId: 1, email: 'a@b.fi', ...player } as never },
  });

  beforeEach(() => window.localStorage.clear());

  it('accepting sets receiveSms and receiveEmail true and stores the prompt date', async () => {
    let body: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post(api('/player/updateFields'), async ({ request }) => {
        body = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ success: true, userId: 1, receiveSms: true, receiveEmail: true });
      }),
    );
    const { store } = renderWithStore(<MarketingConsentPrompt />, state({ receiveSms: false, lastLoginTime: T0 }));
    fireEvent.click(screen.getByRole('button', { name: 'marketing.accept' }));
    await waitFor(() => expect(screen.queryByTestId('marketing-prompt')).toBeNull());
    expect(body).toEqual({ receiveEmail: 'true', receiveSms: 'true' });
    expect(store.getState().profile.player).toMatchObject({ receiveSms: true, receiveEmail: true });
    expect(readMarketingPromptTime()).toBeGreaterThan(T0);
  });

  it('declining stores the prompt date without a call', () => {
    renderWithStore(<MarketingConsentPrompt />, state({ receiveSms: false, lastLoginTime: T0 }));
    fireEvent.click(screen.getByRole('button', { name: 'marketing.decline' }));
    expect(screen.queryByTestId('marketing-prompt')).toBeNull();
    expect(Number(window.localStorage.getItem(MARKETING_PROMPT_KEY))).toBeGreaterThan(0);
  });

  it('is not shown within 30 days of the stored date', () => {
    window.localStorage.setItem(MARKETING_PROMPT_KEY, String(T0));
    renderWithStore(<MarketingConsentPrompt />, state({ receiveSms: false, lastLoginTime: T0 + 5 * DAY }));
    expect(screen.queryByTestId('marketing-prompt')).toBeNull();
  });

  it('a failed save shows the marketing failure message; the date is stored anyway', async () => {
    server.use(http.post(api('/player/updateFields'), () => platformError(500, 'Boom', 100)));
    renderWithStore(<MarketingConsentPrompt />, state({ receiveSms: false, lastLoginTime: T0 }));
    fireEvent.click(screen.getByRole('button', { name: 'marketing.accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('marketing.updateFailed(ns=errors)');
    expect(readMarketingPromptTime()).not.toBeNull();
  });
});
