import { SiteLink } from '@/components/common/SiteLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { formatMoney } from '@/lib/format/money';
import { media, theme } from '@/styles/theme';
import type { ErrorMessage } from '@/lib/errors/message';
import { translateError } from '@/lib/errors/translate';
import { href, type Locale } from '@/lib/routes';
import { selectBalance, selectIsLoggedIn, selectPlayerLoadFinished, setDepositOpen, useAppDispatch, useAppSelector } from '@/store';
import { primaryStyle, secondaryStyle } from '@/components/common/ui';
import { FavouriteButton } from './FavouriteButton';
import { launchDemoGame } from '@/store/games';
import { loadProfile } from '@/store/profile/load';
import type { GameLaunch } from '@/lib/games/types';

/** The game's own shape (the sandbox slot and the catalogue's thumbnails are 16:9). */
const GAME_ASPECT = 16 / 9;
/** The phone's compact header above the game (components/layout/Header.tsx, Inner min-height). */
const PHONE_BAR_PX = 60;
/** The header from 768 px up: the strip (36 px) and the bar (72 px), with their borders. */
const WIDE_BAR_PX = 110;
/** A phone held sideways: the game takes the whole height under the bar. */
const SHORT_LANDSCAPE = '@media (max-height: 500px) and (orientation: landscape)';
/** Desktop: wide and tall enough for the game at its own aspect ratio beside the page's title and toolbar. */
const DESKTOP = '@media (min-width: 1024px) and (min-height: 501px)';
/** Header, main padding, title and toolbar above the game on desktop. */
const DESKTOP_CHROME_PX = 280;

/** Sideways on a phone the bottom navigation gives its height to the game (it returns off the game page). */
const GamePageChrome = createGlobalStyle`
  ${SHORT_LANDSCAPE} { [data-bottom-nav] { display: none; } }
`;

/**
 * Phones and tablets (portrait and landscape): the game takes the whole screen under the header
 * (and above the phone's bottom navigation, which a sideways phone hides), edge to edge, placed
 * first so that the reels, bet and spin are in view without scrolling. Desktop: the game's aspect
 * ratio at the largest size that fits the window below the header, title and toolbar.
 * Tablets and phones held sideways from 768 px: the whole height under the taller header.
 * On a desktop, the largest 16:9 box that fits both the column and the window under the header,
 * title and toolbar.
 */
const Stage = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  order: -1;
  width: calc(100% + 2 * ${theme.space.md});
  margin: calc(-1 * ${theme.space.lg}) calc(-1 * ${theme.space.md}) 0;
  height: calc(100vh - ${PHONE_BAR_PX}px - ${theme.layout.bottomNavHeight} - env(safe-area-inset-bottom, 0px));
  height: calc(100dvh - ${PHONE_BAR_PX}px - ${theme.layout.bottomNavHeight} - env(safe-area-inset-bottom, 0px));
  background: ${theme.gradients.hero};
  color: ${theme.colors.textMuted};
  ${SHORT_LANDSCAPE} {
    height: calc(100vh - ${PHONE_BAR_PX}px);
    height: calc(100dvh - ${PHONE_BAR_PX}px);
  }
  ${media.up('md')} {
    width: calc(100% + 2 * ${theme.space.lg});
    margin: calc(-1 * ${theme.space.xl}) calc(-1 * ${theme.space.lg}) 0;
    height: calc(100vh - ${WIDE_BAR_PX}px);
    height: calc(100dvh - ${WIDE_BAR_PX}px);
  }
  ${DESKTOP} {
    order: 0;
    margin: 0 auto;
    height: auto;
    aspect-ratio: ${GAME_ASPECT};
    width: min(100%, calc((100vh - ${DESKTOP_CHROME_PX}px) * ${GAME_ASPECT}));
    border-radius: ${theme.radii.lg};
    border: 1px solid ${theme.colors.border};
  }
  &:fullscreen {
    width: 100vw;
    height: 100vh;
    margin: 0;
    border-radius: 0;
    border: 0;
    aspect-ratio: auto;
  }
  & iframe {
    width: 100%;
    height: 100%;
    border: 0;
    display: block;
  }
  & .message {
    padding: ${theme.space.lg};
    text-align: center;
    max-width: 36rem;
  }
  & .message a {
    color: ${theme.colors.gold};
    font-weight: 700;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;
  color: ${theme.colors.textMuted};
  & .fullscreen {
    ${secondaryStyle};
    min-height: 40px;
    padding: 0 ${theme.space.md};
    margin-left: auto;
  }
`;

/** The deposit offer over the game: at €0 when a real game starts, or when a spin cannot be covered. */
const DepositOffer = styled.div`
  position: absolute;
  left: ${theme.space.sm};
  right: ${theme.space.sm};
  bottom: ${theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.gold};
  box-shadow: ${theme.shadows.panel};
  color: ${theme.colors.text};
  & p {
    flex: 1 1 14rem;
    margin: 0;
  }
  & .deposit {
    ${primaryStyle};
    min-height: 44px;
    padding: 0 ${theme.space.lg};
  }
  & .dismiss {
    ${secondaryStyle};
    min-height: 44px;
    padding: 0 ${theme.space.md};
  }
`;

/** A message of the sandbox slot when a bet is more than the balance (platform/src/sandbox/slot/page.ts). */
function isInsufficientFundsMessage(event: MessageEvent, origin: string): boolean {
  const data: unknown = event.data;
  return event.origin === origin && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'insufficientFunds';
}

/** What the stage shows. */
type Stage =
  | { kind: 'waiting' }
  | { kind: 'launched'; launch: GameLaunch }
  | { kind: 'login' }
  /** `retry`: whether trying again could succeed (not for a refusal that stands: a cool-off, a limit reached). */
  | { kind: 'error'; message: ErrorMessage; retry: boolean };

export interface PlayableGame {
  id: number;
  name: string;
  hasDemo: boolean;
}

/** A message of the sandbox slot after each round (platform/README.md). */
export function isRoundMessage(event: MessageEvent, origin: string): boolean {
  const data: unknown = event.data;
  return event.origin === origin && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'round';
}

/**
 * The game in a frame: real money (GET /game/real/{id}) when logged in, demo (GET /game/demo/{id})
 * otherwise; a logged-out visitor on a game without a demo gets a login prompt. After each round
 * the frame posts a message and the balance is refreshed at once.
 */
export function GamePlayer({ game, locale, currentPath }: { game: PlayableGame; locale: Locale; currentPath: string }) {
  const { t } = useTranslation('play');
  const { t: th } = useTranslation('help');
  const dispatch = useAppDispatch();
  const balance = useAppSelector(selectBalance);
  const stageRef = useRef<HTMLDivElement>(null);
  /** The balance when the slot said a bet could not be covered; a larger balance (a deposit) ends the offer. */
  const [shortAt, setShortAt] = useState<number | null>(null);
  const latestTotal = useRef<number | null>(null);
  const [offerDismissed, setOfferDismissed] = useState(false);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const loadFinished = useAppSelector(selectPlayerLoadFinished);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; stage: Stage } | null>(null);
  const needsLogin = !isLoggedIn && !game.hasDemo;
  const key = `${game.id}|${isLoggedIn ? 'real' : 'demo'}|${locale}|${attempt}`;

  useEffect(() => {
    if (!loadFinished || needsLogin) return undefined;
    let active = true;
    // A player's launch is the profile's (loaded by the player check already); a visitor's demo needs none of it.
    const launch = isLoggedIn
      ? loadProfile().then(({ launchRealGame }) => dispatch(launchRealGame({ gameId: game.id, lang: locale })).unwrap())
      : dispatch(launchDemoGame(game.id, locale));
    void launch.then(async (result) => {
      if (!active) return;
      let next: Stage;
      if (result.success) next = { kind: 'launched', launch: result.data };
      else if (!isLoggedIn && result.errorCode === 131 && result.params.reason === 'noDemo') next = { kind: 'login' };
      else {
        // The error catalogue (and its date formatting) loads only when a launch has failed.
        const { errorMessageForFailure, isPermanentRefusal } = await import('@/lib/errors');
        if (!active) return;
        const message = errorMessageForFailure(result, 'default', locale);
        next = { kind: 'error', message, retry: !isPermanentRefusal(message.code) };
      }
      setOutcome({ key, stage: next });
    });
    return () => {
      active = false;
    };
  }, [game.id, isLoggedIn, loadFinished, locale, needsLogin, key, dispatch]);

  let stage: Stage = { kind: 'waiting' };
  if (loadFinished && needsLogin) stage = { kind: 'login' };
  else if (loadFinished && outcome?.key === key) stage = outcome.stage;

  const launchedMode = stage.kind === 'launched' ? stage.launch.mode : null;
  useEffect(() => {
    if (launchedMode !== 'real') return undefined;
    // The balance as the game starts; then after every round (the profile's thunks load with a real-money game).
    const refreshBalance = () => void loadProfile().then(({ fetchBalance }) => dispatch(fetchBalance()));
    refreshBalance();
    const onMessage = (event: MessageEvent) => {
      if (isRoundMessage(event, window.location.origin)) {
        setShortAt(null);
        refreshBalance();
      } else if (isInsufficientFundsMessage(event, window.location.origin)) {
        setShortAt(latestTotal.current ?? 0);
        setOfferDismissed(false);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, launchedMode]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const total = balance ? Number(balance.balance) : null;
  useEffect(() => {
    latestTotal.current = total;
  }, [total]);
  const empty = launchedMode === 'real' && total !== null && total <= 0;
  const shortBet = shortAt !== null && (total === null || total <= shortAt);
  const offerShown = launchedMode === 'real' && (empty || shortBet) && !offerDismissed;
  const fullscreen = () => {
    const stage = stageRef.current;
    if (!stage) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.requestFullscreen?.().catch(() => undefined);
  };
  const loginHref = `${href('login', {}, locale)}?redirectUrl=${encodeURIComponent(currentPath)}`;

  return (
    <>
      <GamePageChrome />
      <Toolbar>
        {launchedMode && <span data-launch-mode={launchedMode}>{t(`game.${launchedMode}`)}</span>}
        {isLoggedIn && <FavouriteButton gameId={game.id} name={game.name} />}
        {stage.kind === 'launched' && (
          <button type="button" className="fullscreen" onClick={fullscreen} data-testid="game-fullscreen">
            {th('game.fullscreen')}
          </button>
        )}
      </Toolbar>
      <Stage ref={stageRef} aria-busy={stage.kind === 'waiting'} data-testid="game-stage">
        {stage.kind === 'waiting' && (
          <p className="message" role="status">
            {t('game.launching')}
          </p>
        )}
        {stage.kind === 'launched' && <iframe src={stage.launch.url} title={game.name} allow="fullscreen; autoplay" allowFullScreen />}
        {offerShown && (
          <DepositOffer role="status" data-testid="game-deposit-offer">
            <p>{empty ? th('game.emptyBalance', { amount: formatMoney(total) }) : th('game.betNotCovered')}</p>
            <button type="button" className="deposit" onClick={() => dispatch(setDepositOpen(true))}>
              {th('game.deposit')}
            </button>
            <button type="button" className="dismiss" onClick={() => setOfferDismissed(true)}>
              {th('game.later')}
            </button>
          </DepositOffer>
        )}
        {stage.kind === 'login' && (
          <div className="message" data-login-prompt>
            <p>{t('game.loginPrompt')}</p>
            <SiteLink href={loginHref}>{t('game.loginLink')}</SiteLink>
          </div>
        )}
        {stage.kind === 'error' && (
          <div className="message">
            <p role="alert">{translateError(t, stage.message)}</p>
            {stage.retry && (
              <button type="button" onClick={retry}>
                {t('game.retry')}
              </button>
            )}
          </div>
        )}
      </Stage>
      {launchedMode === 'demo' && !isLoggedIn && (
        <p>
          {t('game.demoHint')} <SiteLink href={loginHref}>{t('game.loginLink')}</SiteLink>
        </p>
      )}
    </>
  );
}
