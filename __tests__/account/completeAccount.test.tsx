import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { AccountLayer } from '@/components/account/AccountLayer';
import { CompleteAccountModal } from '@/components/account/CompleteAccountModal';
import { initialProfileState, type RootState } from '@/store';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { api, mockAnswer, platformError, server, setupPlatformServer } from '../msw/server';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
// The layer also holds the CMS popups (SafeHtml): isomorphic-dompurify loads a second jsdom
// (ESM-only deps) under jest; use DOMPurify on the test window.
jest.mock('isomorphic-dompurify', () => {
  const createDOMPurify = jest.requireActual('dompurify');
  return createDOMPurify(window);
});
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();

beforeEach(() => {
  (useRouter as jest.Mock).mockReturnValue(mockRouter({ pathname: '/profile/limits', locale: 'fi' }));
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const bankPlayer = { userId: 9, nickName: null, email: null, phoneNumber: null, receiveSms: false, lastLoginTime: Date.now() };

function loggedIn(player: Record<string, unknown>): Partial<RootState> {
  return { profile: { ...initialProfileState(), isLoggedIn: true, player: player as never, sessionTimer: String(Date.now()) } };
}

function fill(values: Partial<Record<string, string>>) {
  const dialog = screen.getByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText(label);
  const map: Record<string, string> = {
    nickName: 'fields.nickName',
    email: 'fields.email',
    phoneNumber: 'fields.phoneNumber',
    password: 'fields.password',
    confirmPassword: 'fields.confirmPassword',
  };
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(map[name]), { target: { value } });
}

const submit = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'completeAccount.submit' }));

describe('complete-account modal', () => {
  it('is shown to a logged-in player without email, and not otherwise', async () => {
    const { unmount } = renderWithStore(<AccountLayer locale="fi" />, loggedIn(bankPlayer));
    // The modal's code loads on demand (components/layout/lazyLayers.tsx).
    expect(await screen.findByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    unmount();
    renderWithStore(<AccountLayer locale="fi" />, loggedIn({ ...bankPlayer, email: 'a@b.fi', receiveSms: true }));
    expect(screen.queryByTestId('complete-account')).toBeNull();
  });

  it('cannot be dismissed: no close button, Escape does nothing, focus stays inside', () => {
    renderWithStore(<CompleteAccountModal locale="fi" />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    // Focus starts on the first field.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('fields.nickName'));
    const escape = fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(escape).toBe(false); // default prevented
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Tab from the last control wraps to the first; Shift+Tab from the first goes to the last.
    const submitButton = within(dialog).getByRole('button', { name: 'completeAccount.submit' });
    submitButton.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('fields.nickName'));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submitButton);
  });

  it('requires every field (validateField) before calling the platform', async () => {
    const calls: string[] = [];
    server.use(
      http.post(api('/player/validate/:what'), ({ params }) => (calls.push(String(params.what)), HttpResponse.json({ success: true }))),
    );
    renderWithStore(<CompleteAccountModal locale="fi" />);
    submit();
    expect(await screen.findAllByText(/^fields\.\w+: validation\.validateField$/)).toHaveLength(5);
    expect(screen.getByLabelText('fields.nickName')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('password longer than 6 (passwordShort) and matching confirmation (passwordMismatch)', async () => {
    renderWithStore(<CompleteAccountModal locale="fi" />);
    fill({ nickName: 'Onni', email: 'onni@example.fi', phoneNumber: '0401234567', password: '123456', confirmPassword: '123456' });
    submit();
    expect(await screen.findByText('fields.password: validation.passwordShort')).toBeInTheDocument();
    fill({ password: '1234567', confirmPassword: '1234568' });
    submit();
    expect(await screen.findByText('fields.confirmPassword: validation.passwordMismatch')).toBeInTheDocument();
  });

  it('shows the platform validation of nickname, email and phone on their fields', async () => {
    const completed = jest.fn();
    server.use(
      mockAnswer('nicknameValidationTaken'),
      http.post(api('/player/validate/email'), () => platformError(400, 'Invalid', 104)),
      http.post(api('/player/validate/phone'), () => HttpResponse.json({ success: true })),
      http.post(api('/player/completeAccount'), () => (completed(), HttpResponse.json({ success: true }))),
    );
    renderWithStore(<CompleteAccountModal locale="fi" />);
    fill({ nickName: 'Onni', email: 'onni@example.fi', phoneNumber: '0401234567', password: 'secret77', confirmPassword: 'secret77' });
    submit();
    // Both refusals are marked at once, the first one focused; 104 is shown as 196 in account completion.
    expect(await screen.findByText('fields.nickName: validation.taken')).toBeInTheDocument();
    expect(screen.getByText('fields.email: fieldValidation(ns=errors)')).toBeInTheDocument();
    expect(screen.getByLabelText('fields.nickName')).toHaveFocus();
    expect(screen.getByLabelText('fields.email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('fields.phoneNumber')).toHaveAttribute('aria-invalid', 'false');
    expect(completed).not.toHaveBeenCalled();
  });

  it("completeAccount's refusal naming a field marks that field, focused; the message goes at the first edit", async () => {
    server.use(
      http.post(api('/player/validate/:what'), () => HttpResponse.json({ success: true })),
      http.post(api('/player/completeAccount'), () => platformError(409, 'Duplicate data', 180, { field: 'email' })),
    );
    renderWithStore(<CompleteAccountModal locale="fi" />, loggedIn(bankPlayer));
    fill({ nickName: 'Onni', email: 'onni@example.fi', phoneNumber: '0401234567', password: 'secret77', confirmPassword: 'secret77' });
    submit();
    expect(await screen.findByText('fields.email: validation.taken')).toBeInTheDocument();
    expect(screen.getByLabelText('fields.email')).toHaveFocus();
    fill({ email: 'onni2@example.fi' });
    expect(screen.queryByText('fields.email: validation.taken')).toBeNull();
    expect(screen.getByLabelText('fields.email')).toHaveAttribute('aria-invalid', 'false');
  });

  it("a nickname over the platform's bound is named with its rule before anything is sent", async () => {
    const calls: string[] = [];
    server.use(
      http.post(api('/player/validate/:what'), ({ params }) => (calls.push(String(params.what)), HttpResponse.json({ success: true }))),
    );
    renderWithStore(<CompleteAccountModal locale="fi" />);
    fill({
      nickName: 'o'.repeat(51),
      email: 'onni@example.fi',
      phoneNumber: '0401234567',
      password: 'secret77',
      confirmPassword: 'secret77',
    });
    submit();
    expect(await screen.findByText('fields.nickName: validation.maxLength(max=50)')).toBeInTheDocument();
    expect(screen.getByLabelText('fields.nickName')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends completeAccount with the dial code and closes when the player has an email', async () => {
    let body: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post(api('/player/validate/:what'), () => HttpResponse.json({ success: true })),
      http.post(api('/player/completeAccount'), async ({ request }) => {
        body = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ success: true, userId: 9, nickName: 'Onni', email: 'onni@example.fi', receiveSms: true });
      }),
    );
    const { store } = renderWithStore(<AccountLayer locale="fi" />, loggedIn(bankPlayer));
    fill({ nickName: 'Onni', email: 'onni@example.fi', phoneNumber: '0401234567', password: 'secret77', confirmPassword: 'secret77' });
    await act(async () => submit());
    await waitFor(() => expect(screen.queryByTestId('complete-account')).toBeNull());
    expect(body).toEqual({
      nickName: 'Onni',
      email: 'onni@example.fi',
      countryCode: '+358',
      phoneNumber: '0401234567',
      password: 'secret77',
      confirmPassword: 'secret77',
    });
    expect(store.getState().profile.player?.email).toBe('onni@example.fi');
  });

  it('an unknown failure of completeAccount is shown as 180', async () => {
    server.use(
      http.post(api('/player/validate/:what'), () => HttpResponse.json({ success: true })),
      http.post(api('/player/completeAccount'), () => platformError(500, 'Boom', 999)),
    );
    renderWithStore(<CompleteAccountModal locale="et" />);
    fill({ nickName: 'Onni', email: 'onni@example.fi', phoneNumber: '51234567', password: 'secret77', confirmPassword: 'secret77' });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('duplicateData(ns=errors)');
  });
});
