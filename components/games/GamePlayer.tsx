import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessageForFailure, translateError } from '@/lib/errors';
import { href, type Locale } from '@/lib/routes';
import { launchGame, type GameLaunch } from '@/services/games/api';
import type { ApiFailure } from '@/services/playerClient';
import { fetchBalance, selectIsLoggedIn, selectPlayerLoadFinished, useAppDispatch, useAppSelector } from '@/store';
import { FavouriteButton } from './FavouriteButton';

const Stage = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  width: 100%;
  max-height: calc(100vh - 220px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.hero};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  & iframe { width: 100%; height: 100%; border: 0; display: block; }
  & .message { padding: ${({ theme }) => theme.space.lg}; text-align: center; max-width: 36rem; }
  & .message a { color: ${({ theme }) => theme.colors.gold}; font-weight: 700; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the stage shows. */
type Stage =
  | { kind: 'waiting' }
  | { kind: 'launched'; launch: GameLaunch }
  | { kind: 'login' }
  | { kind: 'error'; failure: ApiFailure };

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
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const loadFinished = useAppSelector(selectPlayerLoadFinished);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; stage: Stage } | null>(null);
  const needsLogin = !isLoggedIn && !game.hasDemo;
  const key = `${game.id}|${isLoggedIn ? 'real' : 'demo'}|${locale}|${attempt}`;

  useEffect(() => {
    if (!loadFinished || needsLogin) return undefined;
    let active = true;
    void launchGame(game.id, isLoggedIn ? 'real' : 'demo', locale).then((result) => {
      if (!active) return;
      let next: Stage;
      if (result.success) next = { kind: 'launched', launch: result.data };
      else if (!isLoggedIn && result.errorCode === 131 && result.params.reason === 'noDemo') next = { kind: 'login' };
      else next = { kind: 'error', failure: result };
      setOutcome({ key, stage: next });
    });
    return () => {
      active = false;
    };
  }, [game.id, isLoggedIn, loadFinished, locale, needsLogin, key]);

  let stage: Stage = { kind: 'waiting' };
  if (loadFinished && needsLogin) stage = { kind: 'login' };
  else if (loadFinished && outcome?.key === key) stage = outcome.stage;

  const launchedMode = stage.kind === 'launched' ? stage.launch.mode : null;
  useEffect(() => {
    if (launchedMode !== 'real') return undefined;
    // The balance as the game starts; then after every round.
    void dispatch(fetchBalance());
    const onMessage = (event: MessageEvent) => {
      if (isRoundMessage(event, window.location.origin)) void dispatch(fetchBalance());
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, launchedMode]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loginHref = `${href('login', {}, locale)}?redirectUrl=${encodeURIComponent(currentPath)}`;

  return (
    <>
      <Toolbar>
        {launchedMode && <span data-launch-mode={launchedMode}>{t(`game.${launchedMode}`)}</span>}
        {isLoggedIn && <FavouriteButton gameId={game.id} name={game.name} />}
      </Toolbar>
      <Stage aria-busy={stage.kind === 'waiting'}>
        {stage.kind === 'waiting' && (
          <p className="message" role="status">
            {t('game.launching')}
          </p>
        )}
        {stage.kind === 'launched' && <iframe src={stage.launch.url} title={game.name} allow="fullscreen; autoplay" allowFullScreen />}
        {stage.kind === 'login' && (
          <div className="message" data-login-prompt>
            <p>{t('game.loginPrompt')}</p>
            <Link href={loginHref} locale={false}>
              {t('game.loginLink')}
            </Link>
          </div>
        )}
        {stage.kind === 'error' && (
          <div className="message">
            <p role="alert">{translateError(t, errorMessageForFailure(stage.failure, 'default', locale))}</p>
            <button type="button" onClick={retry}>
              {t('game.retry')}
            </button>
          </div>
        )}
      </Stage>
      {launchedMode === 'demo' && !isLoggedIn && (
        <p>
          {t('game.demoHint')} <Link href={loginHref} locale={false}>{t('game.loginLink')}</Link>
        </p>
      )}
    </>
  );
}
