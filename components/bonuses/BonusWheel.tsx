import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import styled from 'styled-components';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { PrimaryButton } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { href } from '@/lib/routes';
import { selectIsLoggedIn, selectLimits, useAppDispatch, useAppSelector } from '@/store';
import { profileThunk, usePlatformRefresh } from '@/store/usePlatformRead';
import { prizeText } from './prizeText';

/** The platform's code for a cool-off in effect (docs/product/errors.md). */
const COOL_OFF_CLOSED = 217;
import { Actions, Muted, Section } from './styles';
import { theme } from '@/styles/theme';
import { loadProfile } from '@/store/profile/load';
import type { WheelPrize } from '@/lib/bonuses/types';

const SPIN_MS = 3000;
const COLOURS = ['#F5B942', '#34D399', '#8B5CF6', '#F472B6', '#60A5FA', '#FB923C'];

const WheelBox = styled.div`
  position: relative;
  width: min(320px, 80vw);
  aspect-ratio: 1;
  margin: ${theme.space.lg} auto;
  & svg.wheel {
    width: 100%;
    height: 100%;
    transition: transform ${SPIN_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  & .pointer {
    position: absolute;
    top: -6px;
    left: 50%;
    transform: translateX(-50%);
    width: 0;
    height: 0;
    border-left: 12px solid transparent;
    border-right: 12px solid transparent;
    border-top: 22px solid ${theme.colors.text};
  }
  @media (prefers-reduced-motion: reduce) {
    & svg.wheel {
      transition: none;
    }
  }
`;

/** One SVG slice per prize, equal in size; the pointer is at the top. */
function Wheel({ prizes, rotation, label }: { prizes: WheelPrize[]; rotation: number; label: (prize: WheelPrize) => string }) {
  const n = Math.max(prizes.length, 1);
  const slice = 360 / n;
  const point = (deg: number, r: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${100 + r * Math.cos(rad)} ${100 + r * Math.sin(rad)}`;
  };
  return (
    <svg className="wheel" viewBox="0 0 200 200" aria-hidden="true" style={{ transform: `rotate(${rotation}deg)` }}>
      {prizes.map((prize, i) => {
        const start = i * slice;
        const end = start + slice;
        const mid = start + slice / 2;
        return (
          <g key={i}>
            <path
              d={`M100 100 L${point(start, 98)} A98 98 0 0 1 ${point(end, 98)} Z`}
              fill={COLOURS[i % COLOURS.length]}
              stroke="#1b1633"
              strokeWidth="1"
            />
            <text x="100" y="22" fill="#1b1633" fontSize="6" fontWeight="700" textAnchor="middle" transform={`rotate(${mid} 100 100)`}>
              {label(prize)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The bonus wheel page: available spins, a wheel that turns to the prize the platform drew,
 * and the completion that credits it (docs/decisions.md#bonus-wheel). A spin drawn but not completed
 * (a reload) is offered for completion again.
 */
export function BonusWheel() {
  const { t } = useTranslation('bonuses');
  const { locale } = useCurrentRoute();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // During a cool-off the platform earns and spins nothing: the page says why instead of inviting a deposit.
  const coolOff = useAppSelector(selectLimits)?.some((entry) => entry.kind === 'coolOff' && entry.coolOff) ?? false;
  // The wheel's state is the profile's (spins, the drawn prize waiting to be collected, the prizes),
  // read again as the page opens.
  const state = useAppSelector((root) => root.profile.bonusWheelSpins);
  const refresh = usePlatformRefresh(
    profileThunk((profile) => profile.fetchBonusWheelSpins()),
    { enabled: isLoggedIn },
  );
  const drawn = state?.pending ?? null;
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const [credited, setCredited] = useState<WheelPrize | null>(null);
  const [actionFailure, setFailure] = useState<ErrorMessage | null>(null);
  const failure = actionFailure ?? (refresh.failure && errorMessageForFailure(refresh.failure, 'default', locale));

  if (!isLoggedIn) {
    return (
      <Muted>
        <Link href={href('login', {}, locale)} locale={false}>
          {t('wheel.loginNeeded')}
        </Link>
      </Muted>
    );
  }
  if (!state) return failure ? <ErrorBox message={failure} /> : <Muted>{t('loading')}</Muted>;

  const prizes = state.prizes as WheelPrize[];
  const label = (prize: WheelPrize) => prizeText(t, prize);
  const spin = async () => {
    setFailure(null);
    setCredited(null);
    setSpinning(true);
    const { spinBonusWheel } = await loadProfile();
    const result = await dispatch(spinBonusWheel()).unwrap();
    if (!result.success) {
      setSpinning(false);
      return setFailure(errorMessageForFailure(result, 'default', locale));
    }
    const slice = 360 / prizes.length;
    // Whole turns, then the drawn slice's middle under the pointer.
    setRotation((current) => current - (current % 360) + 5 * 360 + (360 - (result.data.prizeIndex * slice + slice / 2)));
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    await new Promise((resolve) => setTimeout(resolve, reduced ? 0 : SPIN_MS));
    setSpinning(false);
  };
  const collect = async () => {
    if (!drawn) return;
    setCollecting(true);
    const { collectBonusWheelPrize } = await loadProfile();
    const result = await dispatch(collectBonusWheelPrize(drawn.reference)).unwrap();
    setCollecting(false);
    if (!result.success) return setFailure(errorMessageForFailure(result, 'default', locale));
    setCredited(result.data.prize);
  };

  return (
    <Section aria-labelledby="wheel-title" data-testid="bonus-wheel">
      <h2 id="wheel-title">{t('wheel.title')}</h2>
      <p data-testid="wheel-available">{t('wheel.available', { count: state.available_spins })}</p>
      <Muted>{t('wheel.rules')}</Muted>
      <ErrorBox message={failure} />
      <WheelBox>
        <div className="pointer" aria-hidden="true" />
        <Wheel prizes={prizes} rotation={rotation} label={label} />
      </WheelBox>
      <div aria-live="polite" data-testid="wheel-result">
        {drawn && !spinning && <p>{t('wheel.won', { prize: label(drawn.prize) })}</p>}
        {credited && <MessageBox>{t('wheel.credited', { prize: label(credited) })}</MessageBox>}
      </div>
      <Actions>
        {drawn && !spinning ? (
          <PrimaryButton type="button" onClick={() => void collect()} disabled={collecting} aria-busy={collecting || undefined}>
            {t('wheel.collect')}
          </PrimaryButton>
        ) : (
          <PrimaryButton
            type="button"
            onClick={() => void spin()}
            disabled={spinning || state.available_spins < 1}
            aria-busy={spinning || undefined}
          >
            {spinning ? t('wheel.spinning') : t('wheel.spin')}
          </PrimaryButton>
        )}
      </Actions>
      {state.available_spins < 1 &&
        !drawn &&
        !spinning &&
        (coolOff ? (
          <ErrorBox message={errorMessageForFailure({ errorCode: COOL_OFF_CLOSED }, 'default', locale)} />
        ) : (
          <Muted>{t('wheel.none')}</Muted>
        ))}
      <h3>{t('wheel.odds')}</h3>
      <ul data-testid="wheel-odds">
        {state.prizes.map((prize, i) => (
          <li key={i}>
            {label(prize as WheelPrize)}: {prize.percent} %
          </li>
        ))}
      </ul>
    </Section>
  );
}
