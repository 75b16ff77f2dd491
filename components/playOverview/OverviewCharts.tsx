import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Section } from '@/components/limits/styles';
import { formatMoney } from '@/lib/format/money';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { longPeriodLabel, shortPeriodLabel } from '@/lib/playOverview/labels';
import { LOSS_KIND_OF_PERIOD, type PeriodFigures, type PlayOverview } from '@/lib/playOverview/types';
import { theme } from '@/styles/theme';
import { BarChart, type ChartSeries } from './BarChart';
import { FiguresTable, type FiguresColumn } from './FiguresTable';
import { formatPlayedTime, type Translate } from './summary';

const TableDetails = styled.details`
  margin-top: ${theme.space.sm};
  overflow-x: auto;
  & summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${theme.colors.info};
  }
`;

/** The colours of the charts' bars (each at least 3:1 against the panel's surface). */
const COLOURS = {
  real: theme.colors.gold,
  promo: theme.colors.purple,
  deposits: theme.colors.emerald,
  withdrawals: theme.colors.info,
  loss: theme.colors.danger,
  time: theme.colors.info,
} as const;

/** Whole euros on an axis ("€50"): the table beside it has the cents. */
const euroTick = (value: number) => formatMoney(value).replace(/\.00$/, '');

/** A chart with its heading and, one click away, the same figures as a table. */
function ChartSection({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const { t } = useTranslation('limits');
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {chart}
      <TableDetails>
        <summary>{t('overview.showTable')}</summary>
        {table}
      </TableDetails>
    </Section>
  );
}

/** The four charts of the chosen period, each with its table. */
export function OverviewCharts({ overview, t, locale }: { overview: PlayOverview; t: Translate; locale: string }) {
  const { period, periods } = overview;
  const short = (row: PeriodFigures) => shortPeriodLabel(row.date, period, locale, (week) => t('overview.weekShort', { week }));
  const long = (row: PeriodFigures) =>
    longPeriodLabel(row.date, period, locale, (week, first, last) => t('overview.weekLong', { week, first, last }));
  const money = (key: keyof PeriodFigures, header: string): FiguresColumn<PeriodFigures> => ({
    key,
    header,
    cell: (row) => formatMoney(row[key] as number),
  });
  const chartRows = (keys: readonly ChartSeries[], value: (row: PeriodFigures, key: string) => number) =>
    periods.map((row) => ({ shortLabel: short(row), values: Object.fromEntries(keys.map((s) => [s.key, value(row, s.key)])) }));
  const periodHeader = t(`overview.periodNames.${period}`);
  const table = (title: string, columns: FiguresColumn<PeriodFigures>[]) => (
    <FiguresTable
      caption={t('overview.tableCaption', { title, period: t(`overview.periods.${period}`) })}
      periodHeader={periodHeader}
      rows={periods}
      rowLabel={long}
      columns={columns}
    />
  );

  const resultSeries: ChartSeries[] = [
    { key: 'netReal', label: t('overview.series.real'), color: COLOURS.real },
    { key: 'netPromo', label: t('overview.series.promo'), color: COLOURS.promo },
  ];
  const moneySeries: ChartSeries[] = [
    { key: 'deposits', label: t('overview.series.deposits'), color: COLOURS.deposits },
    { key: 'withdrawals', label: t('overview.series.withdrawals'), color: COLOURS.withdrawals },
  ];
  const lossSeries: ChartSeries[] = [{ key: 'loss', label: t('overview.series.loss'), color: COLOURS.loss }];
  const timeSeries: ChartSeries[] = [{ key: 'minutes', label: t('overview.series.minutes'), color: COLOURS.time }];
  const figure = (row: PeriodFigures, key: string) => row[key as keyof PeriodFigures] as number;
  const limit = overview.lossLimits.find((line) => line.kind === LOSS_KIND_OF_PERIOD[period]);
  const guide = limit && {
    value: limit.amount,
    label: t('overview.limitLine', { limit: t(`kinds.${limit.kind}`), amount: formatMoney(limit.amount) }),
  };
  const described = (title: string) => t('overview.chartDescription', { title });

  return (
    <>
      <ChartSection
        title={t('overview.charts.result')}
        chart={
          <BarChart
            description={described(t('overview.charts.result'))}
            rows={chartRows(resultSeries, figure)}
            series={resultSeries}
            formatTick={euroTick}
          />
        }
        table={table(t('overview.charts.result'), [
          money('betsReal', t('overview.columns.betsReal')),
          money('winsReal', t('overview.columns.winsReal')),
          money('netReal', t('overview.columns.netReal')),
          money('betsPromo', t('overview.columns.betsPromo')),
          money('winsPromo', t('overview.columns.winsPromo')),
          money('netPromo', t('overview.columns.netPromo')),
        ])}
      />
      <ChartSection
        title={t('overview.charts.money')}
        chart={
          <BarChart
            description={described(t('overview.charts.money'))}
            rows={chartRows(moneySeries, figure)}
            series={moneySeries}
            formatTick={euroTick}
          />
        }
        table={table(t('overview.charts.money'), [
          money('deposits', t('overview.columns.deposits')),
          money('withdrawals', t('overview.columns.withdrawals')),
          money('withdrawalsCancelled', t('overview.columns.withdrawalsCancelled')),
        ])}
      />
      <ChartSection
        title={t('overview.charts.loss')}
        chart={
          <BarChart
            description={described(t('overview.charts.loss'))}
            rows={chartRows(lossSeries, figure)}
            series={lossSeries}
            formatTick={euroTick}
            guide={guide}
          />
        }
        table={table(t('overview.charts.loss'), [money('loss', t('overview.columns.loss'))])}
      />
      <ChartSection
        title={t('overview.charts.time')}
        chart={
          <BarChart
            description={described(t('overview.charts.time'))}
            rows={chartRows(timeSeries, (row) => Math.round(row.playedSeconds / 60))}
            series={timeSeries}
            formatTick={(minutes) => t('overview.minutesTick', { minutes })}
          />
        }
        table={table(t('overview.charts.time'), [
          { key: 'playedSeconds', header: t('overview.columns.played'), cell: (row) => formatPlayedTime(row.playedSeconds, t) },
          { key: 'rounds', header: t('overview.columns.rounds'), cell: (row) => String(row.rounds) },
          { key: 'freeSpinRounds', header: t('overview.columns.freeSpinRounds'), cell: (row) => String(row.freeSpinRounds) },
        ])}
      />
    </>
  );
}
