import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { ErrorBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { validateEmail, validateRequired } from '@/lib/validation';
import { initialProfileState, useAppDispatch, type RootState } from '@/store';
import { saveEmail } from '@/store/profile';
import { fakeT, mockRouter, renderWithStore } from './testUtils';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();

beforeEach(() => {
  (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'fi' }));
});

type Values = { email: string; password: string };

/** A form on the hook as a page writes one: the platform's /player/email call, its fields by their body names. */
function EmailForm() {
  const dispatch = useAppDispatch();
  const { field, submit, formError } = usePlayerForm<Values>({
    route: '/player/email',
    label: (name) => `label.${name}`,
    context: 'email',
    defaultValues: { email: '', password: '' },
  });
  return (
    <form onSubmit={submit((values) => dispatch(saveEmail(values)).unwrap())} noValidate>
      <ErrorBox message={formError} />
      <TextField type="email" {...field('email', validateEmail)} />
      <TextField type="password" {...field('password', (value) => validateRequired(value))} />
      <button type="submit">send</button>
    </form>
  );
}

const loggedIn = { profile: { ...initialProfileState(), isLoggedIn: true } } as Partial<RootState>;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'send' }));

describe('usePlayerForm', () => {
  it("checks the platform's length bound first, naming the field and its rule; the first invalid field is focused; fixed, the message goes", async () => {
    const calls: unknown[] = [];
    server.use(http.post(api('/player/email'), () => (calls.push(1), HttpResponse.json({ success: true }))));
    renderWithStore(<EmailForm />, loggedIn);
    type('label.email', `${'a'.repeat(250)}@example.fi`);
    send();
    // /player/email takes at most 254 characters (services/platform/fieldLimits.ts).
    expect(await screen.findByText('label.email: validation.maxLength(max=254)')).toBeInTheDocument();
    expect(screen.getByText('label.password: validation.required')).toBeInTheDocument();
    expect(screen.getByLabelText('label.email')).toHaveFocus();
    expect(screen.getByLabelText('label.email')).toHaveAccessibleDescription('label.email: validation.maxLength(max=254)');
    type('label.email', 'maija@example.fi');
    await waitFor(() => expect(screen.queryByText(/^label\.email: /)).toBeNull());
    expect(screen.getByText('label.password: validation.required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('marks a platform answer naming a field on that field, focused (195 by its rule, 109 on a password); the message goes at the first edit', async () => {
    let answer = () =>
      platformError(400, 'Invalid value for field email: too long', 195, { field: 'email', rule: 'maxLength', limit: 254 });
    server.use(http.post(api('/player/email'), () => answer()));
    renderWithStore(<EmailForm />, loggedIn);
    type('label.email', 'maija@example.fi');
    type('label.password', 'secret12');
    send();
    expect(await screen.findByText('label.email: validation.maxLength(max=254)')).toBeInTheDocument();
    expect(screen.getByLabelText('label.email')).toHaveFocus();
    type('label.email', 'maija2@example.fi');
    expect(screen.queryByText(/^label\.email: /)).toBeNull();

    answer = () => platformError(401, 'The current password is wrong', 109, { field: 'password' });
    send();
    expect(await screen.findByText('label.password: validation.wrongPassword')).toBeInTheDocument();
    expect(screen.getByLabelText('label.password')).toHaveFocus();
    expect(screen.getByLabelText('label.password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("a code with no rule of its own shows the catalogue's text on the field it names (180 is 'taken')", async () => {
    let answer = () => platformError(409, 'Duplicate data', 180, { field: 'email' });
    server.use(http.post(api('/player/email'), () => answer()));
    renderWithStore(<EmailForm />, loggedIn);
    type('label.email', 'maija@example.fi');
    type('label.password', 'secret12');
    send();
    expect(await screen.findByText('label.email: validation.taken')).toBeInTheDocument();
    answer = () => platformError(400, 'Passwords do not match', 213, { field: 'email' });
    send();
    expect(await screen.findByText('label.email: passwordsMismatch(ns=errors)')).toBeInTheDocument();
  });

  it("a failure naming no field is the form's line, gone at the next try even when the fields stop it", async () => {
    server.use(http.post(api('/player/email'), () => platformError(429, 'Too many requests', 429)));
    renderWithStore(<EmailForm />, loggedIn);
    type('label.email', 'maija@example.fi');
    type('label.password', 'secret12');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('tooManyRequests');
    type('label.password', '');
    send();
    expect(await screen.findByText('label.password: validation.required')).toBeInTheDocument();
    expect(screen.queryByText(/tooManyRequests/)).toBeNull();
  });

  it('115 logs the player out: the thunk the form sends through applies the one rule', async () => {
    server.use(http.post(api('/player/email'), () => platformError(401, 'Not logged in', 115)));
    const { store } = renderWithStore(<EmailForm />, loggedIn);
    type('label.email', 'maija@example.fi');
    type('label.password', 'secret12');
    send();
    await waitFor(() => expect(store.getState().profile.isLoggedIn).toBe(false));
  });

  it('does not apply the rule again: a failure the form is handed is only shown', async () => {
    const notLoggedIn = { success: false, error: 'Not logged in', errorCode: 115, params: {} } as const;
    function HandedForm() {
      const { field, submit, formError } = usePlayerForm<Values>({
        label: (name) => `label.${name}`,
        defaultValues: { email: '', password: '' },
      });
      return (
        <form onSubmit={submit(async () => notLoggedIn)} noValidate>
          <ErrorBox message={formError} />
          <TextField type="email" {...field('email')} />
          <TextField type="password" {...field('password')} />
          <button type="submit">send</button>
        </form>
      );
    }
    const { store } = renderWithStore(<HandedForm />, loggedIn);
    send();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(store.getState().profile.isLoggedIn).toBe(true);
  });
});
