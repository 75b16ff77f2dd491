import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** One kind of bar: its figure's key in a row, its name in the legend, its colour. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/** One period: its short name under the bars, and a figure per series. */
interface ChartRow {
  shortLabel: string;
  values: Record<string, number>;
}

/** A horizontal line across the chart at a value, e.g. a loss limit's amount. */
interface ChartGuide {
  value: number;
  label: string;
}

export interface BarChartProps {
  /** What the picture shows, in words: its accessible name (the figures are in the table beside it). */
  description: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** An axis tick's value as text. */
  formatTick: (value: number) => string;
  guide?: ChartGuide;
}

const HEIGHT = 200;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
/** Room a label under the bars needs, in pixels: labels are thinned so that none overlap. */
const LABEL_ROOM = 44;
const AXIS_TEXT = { fill: theme.colors.textMuted, fontSize: 11, fontFamily: theme.fonts.body } as const;

const Figure = styled.figure`
  margin: 0;
  & .plot {
    height: ${HEIGHT}px;
  }
  & svg {
    display: block;
    overflow: visible;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  & li {
    display: flex;
    align-items: center;
    gap: ${theme.space.xxs};
  }
  & .swatch {
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 2px;
  }
  & .guide {
    width: 1rem;
    border-top: 2px dashed ${theme.colors.text};
  }
`;

/** The width the chart's box has now: charts are drawn at their real size, so text keeps its size on a phone. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Bars per period, side by side per series, with an optional guide line, drawn as SVG with visx
 * (docs/decisions.md#play-overview-charts). A picture only: it takes no focus and hides nothing
 * behind a pointer; every figure it draws is in the table that goes with it.
 */
export function BarChart({ description, rows, series, formatTick, guide }: BarChartProps) {
  const { ref, width } = useWidth();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;

  const values = rows.flatMap((row) => series.map((s) => row.values[s.key] ?? 0));
  const low = Math.min(0, ...values, guide?.value ?? 0);
  const high = Math.max(0, ...values, guide?.value ?? 0);
  const y = scaleLinear<number>({ domain: [low, high === low ? low + 1 : high], range: [innerHeight, 0], nice: 4 });
  const indexes = rows.map((_, index) => String(index));
  const x = scaleBand<string>({ domain: indexes, range: [0, innerWidth], padding: 0.2 });
  const inBand = scaleBand<string>({ domain: series.map((s) => s.key), range: [0, x.bandwidth()], padding: 0.1 });
  const every = Math.max(1, Math.ceil((rows.length * LABEL_ROOM) / Math.max(1, innerWidth)));
  // Thinned from the newest period back, so that the current one is always named.
  const labelled = indexes.filter((_, index) => (rows.length - 1 - index) % every === 0);

  return (
    <Figure>
      <div className="plot" ref={ref}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="img" aria-label={description}>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {rows.map((row, index) =>
                series.map((s) => {
                  const value = row.values[s.key] ?? 0;
                  const top = y(Math.max(0, value));
                  return (
                    <Bar
                      key={`${index}-${s.key}`}
                      x={(x(String(index)) ?? 0) + (inBand(s.key) ?? 0)}
                      y={top}
                      width={inBand.bandwidth()}
                      height={Math.abs(y(value) - y(0))}
                      fill={s.color}
                      data-value={value}
                    />
                  );
                }),
              )}
              {guide && (
                <Line
                  from={{ x: 0, y: y(guide.value) }}
                  to={{ x: innerWidth, y: y(guide.value) }}
                  stroke={theme.colors.text}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                  data-guide={guide.value}
                />
              )}
              <AxisLeft
                scale={y}
                numTicks={4}
                tickFormat={(value) => formatTick(Number(value))}
                stroke={theme.colors.border}
                tickStroke={theme.colors.border}
                tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'end', dx: -4, dy: 4 }}
              />
              <Line from={{ x: 0, y: y(0) }} to={{ x: innerWidth, y: y(0) }} stroke={theme.colors.textMuted} />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={labelled}
                tickFormat={(index) => rows[Number(index)]?.shortLabel ?? ''}
                stroke={theme.colors.border}
                hideTicks
                tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
        )}
      </div>
      <Legend aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className="swatch" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
        {guide && (
          <li>
            <span className="guide" />
            {guide.label}
          </li>
        )}
      </Legend>
    </Figure>
  );
}
