import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useRouter } from 'next/router';
import { PlayOverviewScreen } from '@/components/playOverview/PlayOverviewScreen';
import { Translations } from '@/lib/i18n/translations';
import { makeStore, type RootState } from '@/store';
import en from '@/locales/en/limits.json';
import { mockRouter, renderWithStore } from '../components/testUtils';
import { answerResponse, api, mockAnswer, server, setupPlatformServer } from '../msw/server';
import { overviewByDay, overviewDay, platformAnswers } from '../msw/platformAnswers';

const mockT = new Translations('en', { en: { limits: en } }).getFixedT('en', 'limits');

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({
  useTranslation: () => ({ t: (...args: unknown[]) => (mockT as (...a: unknown[]) => string)(...args) }),
}));

setupPlatformServer();

/** Charts are drawn at their box's width: the box is 600 px here (jsdom lays nothing out). */
class FixedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 600 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FixedResizeObserver;
});

beforeEach(() => {
  (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'en' }));
});

function loggedIn(): Partial<RootState> {
  const state = makeStore().getState();
  return { profile: { ...state.profile, isLoggedIn: true } };
}

const section = (name: string) => screen.getByRole('region', { name });

it('says the day and the range in words, the loss limit as the check counts it, and draws the limit on the loss chart', async () => {
  const periods: string[] = [];
  server.use(
    http.get(api('/player/overview'), ({ request }) => {
      periods.push(new URL(request.url).searchParams.get('period') ?? '');
      return answerResponse('playOverviewDays');
    }),
  );
  renderWithStore(<PlayOverviewScreen />, loggedIn());

  const summary = await screen.findByTestId('overview-summary');
  expect(periods).toEqual(['day']);
  expect(within(summary).getByText(/^Today:/).textContent).toBe(
    'Today: lost €12.50, bonus money won €3.00, deposited €0.00, withdrawn €0.00, played 1 h 05 min.',
  );
  expect(within(summary).getByText(/^In the last/).textContent).toBe(
    'In the last 2 days: lost €12.50, bonus money won €3.00, deposited €50.00, withdrawn €20.00, withdrawals cancelled €20.00, played 1 h 05 min.',
  );

  const limits = screen.getByTestId('overview-limits');
  expect(within(limits).getByText('Daily loss limit: used €12.50 of €50.00, €37.50 left')).toBeInTheDocument();
  expect(within(limits).getByRole('meter', { name: 'Daily loss limit' })).toHaveAttribute('value', '12.5');

  const loss = section('Loss beside your loss limit');
  expect(
    await within(loss).findByRole('img', {
      name: 'Chart: Loss beside your loss limit. The same figures are in the table under the chart.',
    }),
  ).toBeInTheDocument();
  expect(loss.querySelector('[data-guide]')).toHaveAttribute('data-guide', '50');
  expect([...loss.querySelectorAll('rect[data-value]')].map((bar) => bar.getAttribute('data-value'))).toEqual(['0', '12.5']);
  expect(within(loss).getByText('Daily loss limit €50.00')).toBeInTheDocument();
});

it('gives every chart its figures as a table, a row per day', async () => {
  server.use(mockAnswer('playOverviewDays'));
  renderWithStore(<PlayOverviewScreen />, loggedIn());
  await screen.findByTestId('overview-summary');

  const result = section('Result: wins minus bets');
  fireEvent.click(within(result).getByText('Show the figures as a table'));
  const table = within(result).getByRole('table', { name: 'Result: wins minus bets – By day' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Day', 'Bets (cash)', 'Wins (cash)', 'Result (cash)', 'Bets (bonus money)', 'Wins (bonus money)', 'Result (bonus money)'],
    ['We 14/01/2026', '€0.00', '€0.00', '€0.00', '€0.00', '€0.00', '€0.00'],
    ['Th 15/01/2026', '€20.00', '€7.50', '-€12.50', '€2.00', '€5.00', '€3.00'],
  ]);

  const time = within(section('Time played')).getByRole('table', { name: 'Time played – By day' });
  expect(within(time).getByRole('row', { name: /Th 15\/01\/2026/ }).textContent).toBe('Th 15/01/20261 h 05 min223');
});

it('reads the weeks when the player picks them, by keyboard or pointer', async () => {
  const week = { ...platformAnswers.playOverviewDays.body, period: 'week' };
  const asked: string[] = [];
  server.use(
    http.get(api('/player/overview'), ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '';
      asked.push(period);
      return Response.json(period === 'week' ? week : overviewByDay([overviewDay('2026-01-15')]));
    }),
  );
  renderWithStore(<PlayOverviewScreen />, loggedIn());
  await screen.findByText(/^Today:/);
  fireEvent.click(screen.getByRole('radio', { name: 'By week' }));
  expect(await screen.findByText(/^This week:/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'By week' })).toBeChecked();
  expect(asked).toEqual(['day', 'week']);
  expect(screen.getAllByText('wk 3').length).toBeGreaterThan(0);
});

it('logs the player out on 115', async () => {
  server.use(mockAnswer('playOverviewAnonymous'));
  const { store } = renderWithStore(<PlayOverviewScreen />, loggedIn());
  await waitFor(() => expect(store.getState().profile.isLoggedIn).toBe(false));
});

it('offers the history of the shown range, and names a start after the end before anything is sent', async () => {
  server.use(mockAnswer('playOverviewDays'));
  renderWithStore(<PlayOverviewScreen />, loggedIn());
  await screen.findByTestId('overview-summary');
  const download = screen.getByTestId('history-download');
  const form = download.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('get');
  expect(form.getAttribute('action')).toMatch(/\/player\/history$/);
  expect(within(download).getByLabelText('From')).toHaveValue('2026-01-14');
  expect(within(download).getByLabelText('To')).toHaveValue('2026-01-15');
  expect(form.querySelector('input[name=lang]')).toHaveValue('en');

  fireEvent.change(within(download).getByLabelText('From'), { target: { value: '2026-01-16' } });
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  act(() => {
    form.dispatchEvent(submit);
  });
  expect(submit.defaultPrevented).toBe(true);
  expect(await within(download).findByRole('alert')).toHaveTextContent('The start date is after the end date.');
  expect(within(download).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
});
