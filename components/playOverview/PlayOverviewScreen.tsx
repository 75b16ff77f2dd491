import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ErrorBox } from '@/components/account/ErrorBox';
import { SecondaryButton } from '@/components/common/ui';
import { SecondaryLink, Section } from '@/components/limits/styles';
import { errorMessageForFailure } from '@/lib/errors';
import { formatMoney } from '@/lib/format/money';
import { formatLongDateTime } from '@/lib/format/date';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { href, toLocale } from '@/lib/routes';
import { OVERVIEW_PERIODS, type OverviewLossLimit, type OverviewPeriod, type PlayOverview } from '@/lib/playOverview/types';
import { selectIsLoggedIn, useAppSelector } from '@/store';
import { profileThunk, usePlatformRead } from '@/store/usePlatformRead';
import { theme } from '@/styles/theme';
import { HistoryDownload } from './HistoryDownload';
import { figuresInWords, type Translate } from './summary';

/*
 * The charts and their library (visx) load when the screen shows, after its words and limits: they
 * are drawn in the browser only (at their box's width), so no page's first-load JavaScript
 * carries them (docs/decisions.md#play-overview-charts).
 */
const OverviewCharts = dynamic(() => import('./OverviewCharts').then((m) => m.OverviewCharts), { ssr: false });

const PeriodSwitch = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  border: 0;
  & legend {
    margin-bottom: ${theme.space.xs};
    font-weight: 600;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xxs};
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border-radius: ${theme.radii.pill};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surfaceRaised};
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: ${theme.colors.gold};
    color: ${theme.colors.goldStrong};
  }
  & label:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Words = styled.p`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.md};
  line-height: 1.5;
`;

const LimitList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & li + li {
    margin-top: ${theme.space.sm};
  }
  & meter {
    display: block;
    width: 100%;
    height: 0.75rem;
    margin-top: ${theme.space.xxs};
  }
  & .ends {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** Each loss limit in force: what its current period has used, as the bet check counts it. */
function LossLimits({ limits, onOpenLimits }: { limits: OverviewLossLimit[]; onOpenLimits?: () => void }) {
  const { t } = useTranslation('limits');
  const locale = useRouter()?.locale;
  const id = useId();
  return (
    <Section aria-labelledby={id} data-testid="overview-limits">
      <h2 id={id}>{t('overview.limits.title')}</h2>
      {limits.length === 0 ? (
        <p>{t('overview.limits.none')}</p>
      ) : (
        <LimitList>
          {limits.map((limit) => (
            <li key={limit.kind} data-limit={limit.kind}>
              <span>
                {t('overview.limits.used', {
                  limit: t(`kinds.${limit.kind}`),
                  used: formatMoney(limit.usedAmount),
                  amount: formatMoney(limit.amount),
                  left: formatMoney(Math.max(0, limit.amount - limit.usedAmount)),
                })}
              </span>
              <meter min={0} max={limit.amount} value={Math.min(limit.usedAmount, limit.amount)} aria-label={t(`kinds.${limit.kind}`)} />
              <span className="ends">{t('overview.limits.ends', { time: formatLongDateTime(limit.endTime, locale) })}</span>
            </li>
          ))}
        </LimitList>
      )}
      {onOpenLimits ? (
        <SecondaryButton type="button" onClick={onOpenLimits}>
          {t('overview.limits.change')}
        </SecondaryButton>
      ) : (
        <SecondaryLink href={href('profileLimits', {}, toLocale(locale))}>{t('overview.limits.change')}</SecondaryLink>
      )}
    </Section>
  );
}

/** The current period's and the whole range's figures in words. */
function Summary({ overview, t }: { overview: PlayOverview; t: Translate }) {
  const id = useId();
  const current = overview.periods[overview.periods.length - 1];
  return (
    <Section aria-labelledby={id} data-testid="overview-summary">
      <h2 id={id}>{t('overview.summaryTitle')}</h2>
      {current && <Words data-span="current">{figuresInWords(t(`overview.current.${overview.period}`), current, t)}</Words>}
      <Words data-span="range">
        {figuresInWords(t(`overview.range.${overview.period}`, { count: overview.periods.length }), overview.totals, t)}
      </Words>
    </Section>
  );
}

export interface PlayOverviewScreenProps {
  /** Opens the limits screen in the profile panel; without it (the route page) a link goes to the limits route. */
  onOpenLimits?: () => void;
}

/**
 * "Your play" (route playOverview and the profile page 'play-overview'): the player's result,
 * deposits and withdrawals, loss against each loss limit and time played, by day, week or month,
 * in words, charts and tables, and the account history to download
 * (docs/decisions.md#play-overview-screen).
 */
export function PlayOverviewScreen({ onOpenLimits }: PlayOverviewScreenProps) {
  const { t } = useTranslation('limits');
  const locale = useRouter()?.locale ?? 'fi';
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [period, setPeriod] = useState<OverviewPeriod>('day');
  const switchName = useId();
  const read = usePlatformRead(
    profileThunk((profile) => profile.fetchPlayOverview(period)),
    { enabled: isLoggedIn, key: period },
  );
  // While another period loads, the last one's figures are not shown under the new period's name.
  const overview = read.data?.period === period ? read.data : null;

  return (
    <div data-testid="play-overview" aria-busy={read.loading}>
      <p>{t('overview.intro')}</p>
      <PeriodSwitch>
        <legend>{t('overview.periodLegend')}</legend>
        {OVERVIEW_PERIODS.map((value) => (
          <label key={value}>
            <input type="radio" name={switchName} value={value} checked={period === value} onChange={() => setPeriod(value)} />
            {t(`overview.periods.${value}`)}
          </label>
        ))}
      </PeriodSwitch>
      <ErrorBox message={read.failure && errorMessageForFailure(read.failure, 'default', locale)} />
      {overview ? (
        <>
          <Summary overview={overview} t={t} />
          <LossLimits limits={overview.lossLimits} onOpenLimits={onOpenLimits} />
          <OverviewCharts overview={overview} t={t} locale={locale} />
        </>
      ) : (
        !read.failure && <p role="status">{t('overview.loading')}</p>
      )}
      <HistoryDownload from={overview?.from} to={overview?.to} />
    </div>
  );
}
