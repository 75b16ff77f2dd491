import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import styled from 'styled-components';
import { href, toLocale } from '@/lib/routes';
import { setAuthFlowActive, useAppDispatch } from '@/store';
import { logoutPlayer } from '@/store/profile';
import { theme } from '@/styles/theme';

const Button = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  margin-top: ${theme.space.sm};
  padding: 0 ${theme.space.sm};
  border: 0;
  border-top: 1px solid ${theme.colors.border};
  border-radius: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
`;

/** The logout row of the profile dropdown and side panel: ends the session, closes, goes home. */
export function LogoutButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    onDone?.();
    // This flow decides where to go (home): a login-only page's guard must not send the player
    // to the login page meanwhile.
    dispatch(setAuthFlowActive(true));
    try {
      await dispatch(logoutPlayer());
      setBusy(false);
      await router.push(href('home', {}, toLocale(router.locale)), undefined, { locale: false });
    } finally {
      dispatch(setAuthFlowActive(false));
    }
  };
  return (
    <Button type="button" onClick={logout} disabled={busy} data-testid="logout">
      {t('logout')}
      <span aria-hidden="true">⎋</span>
    </Button>
  );
}
