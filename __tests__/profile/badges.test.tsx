import { screen } from '@testing-library/react';
import { useRouter } from 'next/router';
import { ProfileMain } from '@/components/profile/ProfileMain';
import { makeStore, selectBonusCount, type RootState } from '@/store';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import type { DepositCampaign, FreeSpinList } from '@/lib/bonuses/types';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

beforeEach(() => (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'fi' })));

const campaign: DepositCampaign = { campaignId: 1, title: 'Tervetuloa', minDepositAmount: 10, turnoverFactor: 30, bonusPercent: 100 };
const freeSpins = (count: number): FreeSpinList => ({ count, pageCount: 1, page: 1, transactions: [] });

function state(spins: number | null, campaigns: DepositCampaign[] | null): Partial<RootState> {
  const profile = makeStore().getState().profile;
  return {
    profile: {
      ...profile,
      isLoggedIn: true,
      player: { success: true, userId: 1, nickName: 'pelaaja' },
      freeSpins: spins === null ? null : freeSpins(spins),
      campaigns,
    },
  };
}

describe('campaigns badge', () => {
  it('is the free-spin bonus count plus the deposit campaign count', () => {
    expect(selectBonusCount(makeStore(state(2, [campaign])).getState())).toBe(3);
    expect(selectBonusCount(makeStore(state(null, null)).getState())).toBe(0);
  });

  it('shows on the campaigns row from 1, and not at 0', () => {
    const label = (row: string) => `label:${row}`;
    const { unmount } = renderWithStore(<ProfileMain onOpen={jest.fn()} label={label} />, state(0, [campaign]));
    expect(screen.getByRole('button', { name: /label:campaigns/ })).toHaveTextContent('1');
    expect(screen.getByLabelText('badge.bonuses(count=1)')).toBeInTheDocument();
    unmount();
    renderWithStore(<ProfileMain onOpen={jest.fn()} label={label} />, state(0, []));
    expect(screen.queryByLabelText(/badge\.bonuses/)).not.toBeInTheDocument();
  });
});
