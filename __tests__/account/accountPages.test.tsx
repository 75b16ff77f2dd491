import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { RegistrationForm, registrationFieldOf } from '@/components/account/RegistrationForm';
import { VerifyEmailForm } from '@/components/account/VerifyEmailForm';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { answerResponse, api, mockAnswer, server, setupPlatformServer } from '../msw/server';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();
const useRouterMock = useRouter as jest.Mock;

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('registration', () => {
  it('maps platform failures to their fields', () => {
    const failure = (errorCode: number, params: Record<string, unknown> = {}) => ({
      success: false as const,
      error: 'x',
      errorCode,
      params,
    });
    expect(registrationFieldOf(failure(180, { field: 'nickName' }))).toBe('nickName');
    expect(registrationFieldOf(failure(195, { field: 'birthDate', rule: 'minimumAge' }))).toBe('birthDate');
    expect(registrationFieldOf(failure(213))).toBe('confirmPassword');
    expect(registrationFieldOf(failure(1001))).toBe('password');
    expect(registrationFieldOf(failure(214))).toBe('ageChecked');
    expect(registrationFieldOf(failure(155))).toBe('policyChecked');
    expect(registrationFieldOf(failure(215))).toBe('privacyPolicyChecked');
    expect(registrationFieldOf(failure(108))).toBeNull();
  });

  function fillValid() {
    change('fields.email', 'maija@example.fi');
    change('fields.password', 'secret77');
    change('fields.confirmPassword', 'secret77');
    change('fields.nickName', 'Maija');
    change('fields.firstName', 'Maija');
    change('fields.lastName', 'Meikäläinen');
    change('fields.birthDate', '1990-05-17');
    for (const name of ['fields.ageChecked', 'fields.policyChecked', 'fields.privacyPolicyChecked'])
      fireEvent.click(screen.getByLabelText(name));
  }

  it('validates on the client, sends every field and goes to the verify email route', async () => {
    let body: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post(api('/player/registerPlayer'), async ({ request }) => {
        body = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ success: true, userId: 5 });
      }),
    );
    server.use(mockAnswer('emailValidationFree'), mockAnswer('nicknameValidationFree'));
    const router = mockRouter({ pathname: '/registration', locale: 'et' });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<RegistrationForm locale="et" />);
    fireEvent.click(screen.getByRole('button', { name: 'registration.submit' }));
    expect(await screen.findByText('fields.ageChecked: validation.mustAccept')).toBeInTheDocument();
    expect(screen.getByText('fields.privacyPolicyChecked: validation.mustAccept')).toBeInTheDocument();
    expect(screen.getByLabelText('fields.email')).toHaveAttribute('aria-invalid', 'true');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'registration.submit' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/et/kinnita-meil?registered=1', undefined, { locale: false }));
    expect(body).toEqual({
      email: 'maija@example.fi',
      password: 'secret77',
      confirmPassword: 'secret77',
      nickName: 'Maija',
      firstName: 'Maija',
      lastName: 'Meikäläinen',
      birthDate: '1990-05-17',
      country: 'EST',
      registrationCurrency: 'EUR',
      language: 'et',
      ageChecked: 'true',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
    });
  });

  it('shows a duplicate nickname the platform answers at submit on the nickname field, focused', async () => {
    server.use(mockAnswer('registrationNicknameTaken'), mockAnswer('emailValidationFree'), mockAnswer('nicknameValidationFree'));
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/registration', locale: 'fi' }));
    renderWithStore(<RegistrationForm locale="fi" />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'registration.submit' }));
    expect(await screen.findByText('fields.nickName: validation.taken')).toBeInTheDocument();
    const nick = screen.getByLabelText('fields.nickName');
    expect(nick).toHaveAttribute('aria-invalid', 'true');
    // The message is read out with the field it belongs to, not only shown under it.
    expect(nick).toHaveAccessibleDescription('fields.nickName: validation.taken');
    expect(nick).toHaveFocus();
    expect(screen.getByLabelText('fields.email')).toHaveAttribute('aria-invalid', 'false');
    // Fixing the field takes the message away.
    fireEvent.change(nick, { target: { value: 'Maija2' } });
    await waitFor(() => expect(screen.queryByText('fields.nickName: validation.taken')).not.toBeInTheDocument());
  });

  it('marks both the email and the nickname taken before anything is sent, focusing the email', async () => {
    let registrations = 0;
    server.use(
      mockAnswer('emailValidationTaken'),
      mockAnswer('nicknameValidationTaken'),
      http.post(api('/player/registerPlayer'), () => (registrations++, HttpResponse.json({ success: true, userId: 5 }))),
    );
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/registration', locale: 'fi' }));
    renderWithStore(<RegistrationForm locale="fi" />);
    fillValid();
    // On leaving the field the platform is asked already.
    fireEvent.blur(screen.getByLabelText('fields.email'));
    expect(await screen.findByText('fields.email: validation.taken')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'registration.submit' }));
    expect(await screen.findByText('fields.nickName: validation.taken')).toBeInTheDocument();
    expect(screen.getByText('fields.email: validation.taken')).toBeInTheDocument();
    expect(screen.getByLabelText('fields.email')).toHaveFocus();
    expect(registrations).toBe(0);
  });

  it('a first name over the platform limit of 100 characters is named with its rule and focused', async () => {
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/registration', locale: 'fi' }));
    renderWithStore(<RegistrationForm locale="fi" />);
    fillValid();
    change('fields.firstName', 'a'.repeat(300));
    fireEvent.click(screen.getByRole('button', { name: 'registration.submit' }));
    expect(await screen.findByText('fields.firstName: validation.maxLength(max=100)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('fields.firstName')).toHaveFocus());
  });
});

describe('verify email', () => {
  it('a 6-digit code goes to verifyEmailShortCode, a long code to activate; success shows the login link', async () => {
    const calls: string[] = [];
    server.use(
      http.post(api('/player/verifyEmailShortCode'), () => (calls.push('short'), HttpResponse.json({ success: true }))),
      http.post(api('/player/activate'), () => (calls.push('activate'), answerResponse('activationCodeUsed'))),
    );
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/verifyemail', locale: 'fi', query: { code: 'ABCDEF123456' } }));
    const { unmount } = renderWithStore(<VerifyEmailForm locale="fi" />);
    expect(screen.getByLabelText('fields.activationCode')).toHaveValue('ABCDEF123456');
    fireEvent.click(screen.getByRole('button', { name: 'verifyEmail.submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('activationCodeUsed(ns=errors)');
    unmount();

    useRouterMock.mockReturnValue(mockRouter({ pathname: '/verifyemail', locale: 'fi' }));
    renderWithStore(<VerifyEmailForm locale="fi" />);
    change('fields.activationCode', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'verifyEmail.submit' }));
    expect(await screen.findByText('verifyEmail.success')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'verifyEmail.login' })).toHaveAttribute('href', '/fi/kirjaudu');
    expect(calls).toEqual(['activate', 'short']);
  });
});

describe('verify email logs in (autoLogin)', () => {
  it("the answer's autoLogin token logs the visitor in and a first login goes to the limits page", async () => {
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post(api('/player/verifyEmailShortCode'), () => HttpResponse.json({ success: true, autoLoginToken: 'tok-1' })),
      http.post(api('/autoLogin'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return HttpResponse.json({ success: true });
      }),
      http.get(api('/player/activity'), () => HttpResponse.json({ success: true, activities: [{ createdTime: 1, type: 'autoLogin' }] })),
      http.get(api('/player'), () => HttpResponse.json({ success: true, userId: 9, nickName: 'Uusi' })),
      http.get(api('/player/balance'), () =>
        HttpResponse.json({
          success: true,
          balance: 0,
          cash: 0,
          promo: 0,
          cashReserve: 0,
          withdrawable: 0,
          currentTurnover: 0,
          totalTurnover: 0,
          currency: 'EUR',
        }),
      ),
    );
    const router = mockRouter({ pathname: '/verifyemail', locale: 'fi' });
    useRouterMock.mockReturnValue(router);
    const { store } = renderWithStore(<VerifyEmailForm locale="fi" />);
    change('fields.activationCode', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'verifyEmail.submit' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi/profiili/rajat', undefined, { locale: false }));
    expect(bodies).toEqual([{ t: 'tok-1' }]);
    expect(store.getState().profile.isLoggedIn).toBe(true);
    expect(screen.queryByRole('link', { name: 'verifyEmail.login' })).not.toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('email and birth date, then the code and a new password', async () => {
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post(api('/player/triggerForgotPassword'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return HttpResponse.json({ success: true });
      }),
      http.post(api('/player/modifyForgotPassword'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return HttpResponse.json({ success: true });
      }),
    );
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/login/forgotPassword', locale: 'en' }));
    renderWithStore(<ForgotPasswordForm locale="en" />);
    change('fields.email', 'maija@example.fi');
    change('fields.birthDate', '1990-05-17');
    fireEvent.click(screen.getByRole('button', { name: 'forgotPassword.requestSubmit' }));
    expect(await screen.findByText('forgotPassword.sent')).toBeInTheDocument();
    change('fields.resetCode', 'RESETCODE123');
    change('fields.newPassword', 'newpass88');
    change('fields.confirmPassword', 'newpass89');
    fireEvent.click(screen.getByRole('button', { name: 'forgotPassword.resetSubmit' }));
    expect(await screen.findByText('fields.confirmPassword: validation.passwordMismatch')).toBeInTheDocument();
    change('fields.confirmPassword', 'newpass88');
    fireEvent.click(screen.getByRole('button', { name: 'forgotPassword.resetSubmit' }));
    expect(await screen.findByText('forgotPassword.done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'forgotPassword.login' })).toHaveAttribute('href', '/en/login');
    expect(bodies).toEqual([
      { email: 'maija@example.fi', birthDate: '1990-05-17' },
      { activationCode: 'RESETCODE123', password: 'newpass88', confirmPassword: 'newpass88' },
    ]);
  });

  it("a wrong birth date shows the form's own message, naming the birth date only", async () => {
    server.use(mockAnswer('forgotPasswordWrongBirthDate'));
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/login/forgotPassword', locale: 'fi' }));
    renderWithStore(<ForgotPasswordForm locale="fi" />);
    change('fields.email', 'maija@example.fi');
    change('fields.birthDate', '1990-05-18');
    fireEvent.click(screen.getByRole('button', { name: 'forgotPassword.requestSubmit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('wrongBirthDate(ns=errors)');
    // Both fields are marked and point at the form's message.
    for (const label of ['fields.email', 'fields.birthDate']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('wrongBirthDate(ns=errors)');
    }
  });

  it('a field left empty is marked and described by its own message', async () => {
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/login/forgotPassword', locale: 'fi' }));
    renderWithStore(<ForgotPasswordForm locale="fi" />);
    change('fields.birthDate', '1990-05-18');
    fireEvent.click(screen.getByRole('button', { name: 'forgotPassword.requestSubmit' }));
    await waitFor(() => expect(screen.getByLabelText('fields.email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('fields.email')).toHaveAccessibleDescription(/\S/);
    expect(screen.getByLabelText('fields.birthDate')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('fields.birthDate')).not.toHaveAccessibleDescription();
  });
});
