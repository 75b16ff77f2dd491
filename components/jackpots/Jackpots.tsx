import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { afterHydration } from '@/components/common/afterHydration';
import { formatMoney } from '@/lib/format/money';
import type { Jackpot } from '@/lib/jackpots/types';

/** One amount a row on a narrow phone, so an amount never breaks mid-number. */
const Section = styled.section`
  margin-bottom: ${theme.space.xl};
  & h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.sm};
  }
  & ul {
    display: grid;
    gap: ${theme.space.sm};
    grid-template-columns: minmax(0, 1fr);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.up('sm')} {
    & ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${media.up('md')} {
    & ul {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  & li {
    padding: ${theme.space.md};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
  }
  & .name {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
  & .amount {
    display: block;
    color: ${theme.colors.gold};
    font-size: ${theme.fontSizes.xl};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Ticker = styled.div`
  display: flex;
  gap: ${theme.space.lg};
  margin-bottom: ${theme.space.lg};
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  overflow-x: auto;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.bgDeep};
  border: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
  & strong {
    color: ${theme.colors.gold};
    font-variant-numeric: tabular-nums;
  }
`;

// The refresh (with the polling scheduler) loads after hydration: the server's amounts paint the page.
const JackpotPolling = afterHydration(() => import('./JackpotPolling').then((m) => m.JackpotPolling));

/** Jackpots from the server render (or, without them, the first answer), refreshed every 20 s. */
export function Jackpots({ initial, variant = 'cards' }: { initial?: Jackpot[] | null; variant?: 'cards' | 'ticker' }) {
  const { t } = useTranslation('games');
  // null until known: the page rendered without them and the first answer has not come yet.
  const [jackpots, setJackpots] = useState<Jackpot[] | null>(initial ?? null);
  // A failed first answer gives no ticker (rather than an empty line); later failures keep the last.
  const onAnswer = useCallback((next: Jackpot[] | null) => setJackpots((current) => next ?? current ?? []), []);
  return (
    <>
      <JackpotPolling immediate={!initial} onAnswer={onAnswer} />
      <JackpotList jackpots={jackpots} variant={variant} title={t('jackpots.title')} />
    </>
  );
}

function JackpotList({ jackpots, variant, title }: { jackpots: Jackpot[] | null; variant: 'cards' | 'ticker'; title: string }) {
  // The ticker's line is kept while the first answer is on its way, so the page under it does not move.
  if (jackpots === null && variant === 'ticker') {
    return (
      <Ticker aria-hidden="true" data-testid="jackpot-ticker-placeholder">
        <span>&nbsp;</span>
      </Ticker>
    );
  }
  if (!jackpots || jackpots.length === 0) return null;
  if (variant === 'ticker') {
    return (
      // Focusable, so a keyboard can scroll the ticker when it is wider than the screen.
      <Ticker role="region" aria-label={title} data-testid="jackpot-ticker" tabIndex={0}>
        {jackpots.map((jackpot) => (
          <span key={jackpot.slug}>
            {jackpot.name} <strong>{formatMoney(jackpot.amount, jackpot.currency)}</strong>
          </span>
        ))}
      </Ticker>
    );
  }
  return (
    <Section aria-labelledby="jackpots-title" data-testid="jackpots">
      <h2 id="jackpots-title">{title}</h2>
      <ul>
        {jackpots.map((jackpot) => (
          <li key={jackpot.slug}>
            <span className="name">{jackpot.name}</span>
            <span className="amount">{formatMoney(jackpot.amount, jackpot.currency)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
