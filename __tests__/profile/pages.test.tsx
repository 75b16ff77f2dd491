import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { CustomerSupportPage } from '@/components/profile/CustomerSupportPage';
import { MarketingPage } from '@/components/profile/MarketingPage';
import { PhonePage } from '@/components/profile/PhonePage';
import { UploadDocumentsPage } from '@/components/profile/UploadDocumentsPage';
import { UserDataPage } from '@/components/profile/UserDataPage';
import { FILE_MAX_BYTES } from '@/lib/constants';
import { makeStore, type RootState } from '@/store';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { answerResponse, api, mockAnswer, platformError, server, setupPlatformServer } from '../msw/server';
import type { Player } from '@/lib/account/types';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();

beforeEach(() => {
  (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'en' }));
});

function loggedIn(player: Partial<Player> = {}): Partial<RootState> {
  const state = makeStore().getState();
  return {
    profile: {
      ...state.profile,
      isLoggedIn: true,
      player: {
        success: true,
        userId: 1,
        nickName: 'pelaaja',
        firstName: 'Maija',
        email: 'maija@example.test',
        emailVerified: true,
        hasPassword: true,
        ...player,
      },
    },
  };
}

describe('marketing', () => {
  afterEach(() => jest.useRealTimers());

  it('saves the checkboxes and shows the success message for 5 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post(api('/player/updateFields'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return answerResponse('marketingSaved');
      }),
    );
    const { store } = renderWithStore(<MarketingPage />, loggedIn({ receiveEmail: false, receiveSms: false }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'marketing.email' }));
    fireEvent.click(screen.getByRole('button', { name: 'marketing.save' }));
    expect(await screen.findByText('marketing.updateSuccess')).toBeInTheDocument();
    expect(bodies).toEqual([{ receiveEmail: 'true', receiveSms: 'false' }]);
    expect(store.getState().profile.player?.receiveEmail).toBe(true);
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('marketing.updateSuccess')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('marketing.updateSuccess')).not.toBeInTheDocument();
  });

  it('shows the failure message, and an authentication error (115) logs the player out', async () => {
    server.use(http.post(api('/player/updateFields'), () => platformError(401, 'Not logged in', 115)));
    const { store } = renderWithStore(<MarketingPage />, loggedIn());
    fireEvent.click(screen.getByRole('button', { name: 'marketing.save' }));
    expect(await screen.findByText('marketing.updateFailed')).toBeInTheDocument();
    expect(store.getState().profile.isLoggedIn).toBe(false);
  });
});

describe('user data: password change', () => {
  it('checks the fields before sending, then shows the wrong old password (109) and the success', async () => {
    let answer: 'passwordWrongOld' | 'passwordChanged' = 'passwordWrongOld';
    const calls: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post(api('/player/updatePassword'), async ({ request }) => {
        calls.push(Object.fromEntries((await request.formData()).entries()));
        return answerResponse(answer);
      }),
    );
    renderWithStore(<UserDataPage />, loggedIn());
    fireEvent.click(screen.getByRole('button', { name: 'user.savePassword' }));
    expect(await screen.findByText('user.oldPassword: validation.required')).toBeInTheDocument();
    expect(screen.getByText('user.password: validation.required')).toBeInTheDocument();
    expect(screen.getByText('user.confirmPassword: validation.required')).toBeInTheDocument();
    expect(screen.getByLabelText('user.oldPassword')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('user.oldPassword'), { target: { value: 'old-secret' } });
    fireEvent.change(screen.getByLabelText('user.password'), { target: { value: 'newsecret1' } });
    fireEvent.change(screen.getByLabelText('user.confirmPassword'), { target: { value: 'newsecret2' } });
    fireEvent.click(screen.getByRole('button', { name: 'user.savePassword' }));
    expect(await screen.findByText('user.confirmPassword: validation.passwordMismatch')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('user.confirmPassword'), { target: { value: 'newsecret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'user.savePassword' }));
    // The platform's 109 names the old password: marked on it, focused.
    expect(await screen.findByText('user.oldPassword: validation.wrongPassword')).toBeInTheDocument();
    expect(screen.getByLabelText('user.oldPassword')).toHaveFocus();
    expect(calls).toEqual([{ oldPassword: 'old-secret', password: 'newsecret1', confirmPassword: 'newsecret1' }]);

    answer = 'passwordChanged';
    fireEvent.change(screen.getByLabelText('user.oldPassword'), { target: { value: 'old-secret' } });
    fireEvent.change(screen.getByLabelText('user.password'), { target: { value: 'newsecret1' } });
    fireEvent.change(screen.getByLabelText('user.confirmPassword'), { target: { value: 'newsecret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'user.savePassword' }));
    expect(await screen.findByText('user.passwordSaved')).toBeInTheDocument();
  });

  it('checks the email format and asks the current password before changing it', async () => {
    renderWithStore(<UserDataPage />, loggedIn());
    fireEvent.change(screen.getByLabelText('user.newEmail'), { target: { value: 'matti😀@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'user.saveEmail' }));
    expect(await screen.findByText('user.newEmail: validation.emailCharacters')).toBeInTheDocument();
    expect(screen.getByText('user.currentPassword: validation.required')).toBeInTheDocument();
    expect(screen.getByLabelText('user.newEmail')).toHaveFocus();
  });

  it('changes the email with the password and the code sent to the new address; a wrong password is marked on its field', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    let answer: 'contactChangeWrongPassword' | 'emailChangeRequested' = 'contactChangeWrongPassword';
    let verified = false;
    server.use(
      http.post(api('/player/email'), async ({ request }) => {
        sent.push(Object.fromEntries((await request.formData()).entries()));
        return answerResponse(answer);
      }),
      http.post(api('/player/email/verify'), () =>
        verified
          ? HttpResponse.json({ success: true, userId: 1, email: 'uusi@example.test', emailVerified: true })
          : answerResponse('emailChangeCodeNotFound'),
      ),
    );
    const { store } = renderWithStore(<UserDataPage />, loggedIn());
    fireEvent.change(screen.getByLabelText('user.newEmail'), { target: { value: 'Uusi@Example.test' } });
    fireEvent.change(screen.getByLabelText('user.currentPassword'), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'user.saveEmail' }));
    expect(await screen.findByText('user.currentPassword: validation.wrongPassword')).toBeInTheDocument();
    expect(screen.getByLabelText('user.currentPassword')).toHaveFocus();
    expect(store.getState().profile.player?.email).toBe('maija@example.test');

    answer = 'emailChangeRequested';
    fireEvent.change(screen.getByLabelText('user.currentPassword'), { target: { value: 'secret12' } });
    expect(screen.queryByText('user.currentPassword: validation.wrongPassword')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'user.saveEmail' }));
    expect(await screen.findByLabelText('user.emailCode')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ email: 'uusi@example.test', password: 'secret12' });
    // Nothing changes before the code.
    expect(store.getState().profile.player?.email).toBe('maija@example.test');

    fireEvent.change(screen.getByLabelText('user.emailCode'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'user.verifyEmail' }));
    expect(await screen.findByText('activationCodeNotFound(ns=errors)')).toBeInTheDocument();
    expect(store.getState().profile.player?.email).toBe('maija@example.test');
    verified = true;
    fireEvent.click(screen.getByRole('button', { name: 'user.verifyEmail' }));
    expect(await screen.findByText('user.emailChanged')).toBeInTheDocument();
    expect(store.getState().profile.player).toMatchObject({ email: 'uusi@example.test', emailVerified: true });
  });
});

describe('phone confirmation', () => {
  it("a new number: asks the password, sends the code to it, and the number is the player's once confirmed; a wrong code is shown", async () => {
    let verifyAnswer: 'smsCodeNotFound' | 'ok' = 'smsCodeNotFound';
    const saved: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.post(api('/player/phonenumber'), async ({ request }) => {
        saved.push(Object.fromEntries((await request.formData()).entries()));
        return answerResponse('phoneNumberSaved');
      }),
      mockAnswer('smsCodeSent'),
      mockAnswer('smsHistoryOneCode'),
      http.post(api('/player/verifySmsShortCode'), () =>
        verifyAnswer === 'ok' ? HttpResponse.json({ success: true }) : answerResponse('smsCodeNotFound'),
      ),
    );
    const { store } = renderWithStore(<PhonePage />, loggedIn({ phoneNumber: null, phoneNumberVerified: false }));
    const number = screen.getByLabelText('phone.number');
    fireEvent.change(number, { target: { value: '040-123 4567' } });
    expect(number).toHaveValue('0401234567');
    fireEvent.click(screen.getByRole('button', { name: 'phone.sendCode' }));
    expect(await screen.findByText('user.currentPassword: validation.required')).toBeInTheDocument();
    expect(screen.getByLabelText('user.currentPassword')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('user.currentPassword'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'phone.sendCode' }));
    expect(await screen.findByLabelText('phone.code')).toBeInTheDocument();
    expect(saved).toEqual([{ phonenumber: '+358401234567', password: 'secret12' }]);

    fireEvent.change(screen.getByLabelText('phone.code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'phone.verify' }));
    expect(await screen.findByText('activationCodeNotFound(ns=errors)')).toBeInTheDocument();

    verifyAnswer = 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'phone.verify' }));
    expect(await screen.findByText('phone.confirmed(phone=+358401234567)')).toBeInTheDocument();
    expect(store.getState().profile.player).toMatchObject({ phoneNumber: '+358401234567', phoneNumberVerified: true });
  });

  it('goes on with a code sent earlier to the unverified number (SMS verification history)', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: 1767225700000 });
    server.use(mockAnswer('smsHistoryOneCode'));
    renderWithStore(<PhonePage />, loggedIn({ phoneNumber: '+358401234567', phoneNumberVerified: false }));
    expect(await screen.findByLabelText('phone.code')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('verified: shows the number and offers to confirm a new one; the number field takes 16 characters with the dial code', async () => {
    renderWithStore(<PhonePage />, loggedIn({ phoneNumber: '+358401234567', phoneNumberVerified: true }));
    expect(screen.getByText('phone.verifiedNumber(phone=+358401234567)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'phone.confirmNew' }));
    const number = screen.getByLabelText('phone.number');
    expect(number).toHaveAttribute('maxLength', '12');
    fireEvent.change(number, { target: { value: '1234567890123456' } });
    expect(number).toHaveValue('123456789012');
    fireEvent.change(number, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'phone.sendCode' }));
    expect(await screen.findByText('phone.number: validation.required')).toBeInTheDocument();
    expect(screen.getByText('user.currentPassword: validation.required')).toBeInTheDocument();
    expect(number).toHaveFocus();
  });
});

describe('document upload', () => {
  const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

  it('needs a type and files, and shows a too large file with its size in MB without sending it', async () => {
    let uploads = 0;
    server.use(
      http.post(api('/player/documentUpload'), () => {
        uploads++;
        return answerResponse('documentUploadNoFile');
      }),
    );
    renderWithStore(<UploadDocumentsPage onBack={jest.fn()} />, loggedIn());
    fireEvent.click(screen.getByRole('button', { name: 'documents.submit' }));
    expect(await screen.findByText('documents.type: profile:documents.typeRequired')).toBeInTheDocument();
    expect(screen.getByText('documents.files: profile:documents.filesRequired')).toBeInTheDocument();
    expect(screen.getByLabelText('documents.type')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('documents.type'), { target: { value: 'passport' } });
    fireEvent.change(screen.getByLabelText('documents.files'), {
      target: { files: [file('scan.pdf', 3 * 1024 * 1024), file('ok.png', 1536, 'image/png')] },
    });
    expect(screen.getByText('documents.fileTooLarge(name=scan.pdf,size=3 MB,max=2 MB)')).toBeInTheDocument();
    expect(screen.getByText('ok.png (1.5 KB)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'documents.submit' }));
    expect(await screen.findByText('documents.files: profile:documents.fixFiles')).toBeInTheDocument();
    expect(screen.getByLabelText('documents.files')).toHaveFocus();
    expect(uploads).toBe(0);
  });

  it('uploads each file with its type, shows the successes and failures, then goes back', async () => {
    const sent: {
      documentType: FormDataEntryValue | null;
      documentSide: FormDataEntryValue | null;
      name: FormDataEntryValue | null;
      hasFile: boolean;
    }[] = [];
    server.use(
      http.post(api('/player/documentUpload'), async ({ request }) => {
        const form = await request.formData();
        sent.push({
          documentType: form.get('documentType'),
          documentSide: form.get('documentSide'),
          name: form.get('name'),
          hasFile: form.has('file'),
        });
        if (form.get('name') === 'b.pdf') return answerResponse('documentUploadTooLarge');
        return HttpResponse.json({
          success: true,
          document: {
            documentId: 1,
            name: 'a.pdf',
            documentSource: 'a.pdf',
            documentType: 'utilityBill',
            documentSide: 'any',
            documentStatus: 'pending',
            fileType: 'pdf',
            size: 100,
            uploadTime: 1,
          },
        });
      }),
    );
    const onBack = jest.fn();
    renderWithStore(<UploadDocumentsPage onBack={onBack} />, loggedIn());
    fireEvent.change(screen.getByLabelText('documents.type'), { target: { value: 'utilityBill' } });
    fireEvent.change(screen.getByLabelText('documents.files'), { target: { files: [file('a.pdf', 100), file('b.pdf', FILE_MAX_BYTES)] } });
    fireEvent.click(screen.getByRole('button', { name: 'documents.submit' }));
    expect(await screen.findByText('documents.uploaded(count=1)')).toBeInTheDocument();
    expect(screen.getByText('documents.failed(count=1)')).toBeInTheDocument();
    expect(screen.getByText('b.pdf: documentUploadFailed(ns=errors)')).toBeInTheDocument();
    expect(sent).toEqual([
      { documentType: 'utilityBill', documentSide: 'any', name: 'a.pdf', hasFile: true },
      { documentType: 'utilityBill', documentSide: 'any', name: 'b.pdf', hasFile: true },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'documents.back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('customer support', () => {
  const original = process.env.NEXT_PUBLIC_LIVECHAT_LICENSE;
  afterEach(() => {
    process.env.NEXT_PUBLIC_LIVECHAT_LICENSE = original;
    document.getElementById('livechat-widget')?.remove();
  });

  it('without a chat licence: the email link and the contact form, no chat button and no chat script', async () => {
    delete process.env.NEXT_PUBLIC_LIVECHAT_LICENSE;
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      mockAnswer('supportInfo'),
      http.post(api('/player/support/contact'), async ({ request }) => {
        sent.push(Object.fromEntries((await request.formData()).entries()));
        return answerResponse('supportMessageSent');
      }),
    );
    renderWithStore(<CustomerSupportPage />, loggedIn());
    expect(await screen.findByRole('link', { name: 'support@aurum-casino.test' })).toHaveAttribute(
      'href',
      'mailto:support@aurum-casino.test',
    );
    expect(screen.queryByRole('button', { name: 'support.liveChat' })).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="livechat"]')).toBeNull();

    fireEvent.change(screen.getByLabelText('support.message'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'support.send' }));
    expect(await screen.findByText('support.message: profile:support.messageLength(min=10,max=2000)')).toBeInTheDocument();
    expect(screen.getByLabelText('support.message')).toHaveFocus();
    // Over the platform's bound: named with its rule; the message goes once the text fits.
    fireEvent.change(screen.getByLabelText('support.message'), { target: { value: 'x'.repeat(2001) } });
    expect(await screen.findByText('support.message: validation.maxLength(max=2000)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('support.message'), { target: { value: 'x'.repeat(2000) } });
    await waitFor(() => expect(screen.queryByText(/^support\.message: /)).toBeNull());
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('support.topic'), { target: { value: 'closeAccount' } });
    fireEvent.change(screen.getByLabelText('support.message'), { target: { value: 'Please close my account.' } });
    fireEvent.click(screen.getByRole('button', { name: 'support.send' }));
    expect(await screen.findByText('support.sent')).toBeInTheDocument();
    expect(sent).toEqual([{ topic: 'closeAccount', message: 'Please close my account.' }]);
  });

  it('with a chat licence: the chat button, the chat form prefilled with email and first name, and the widget script', async () => {
    process.env.NEXT_PUBLIC_LIVECHAT_LICENSE = '12345678';
    server.use(mockAnswer('supportInfo'));
    renderWithStore(<CustomerSupportPage />, loggedIn());
    expect(await screen.findByRole('button', { name: 'support.liveChat' })).toBeInTheDocument();
    expect(screen.getByLabelText('support.email')).toHaveValue('maija@example.test');
    expect(screen.getByLabelText('support.firstName')).toHaveValue('Maija');
    const script = document.getElementById('livechat-widget') as HTMLScriptElement;
    expect(script.src).toBe('https://cdn.livechatinc.com/tracking.js');
    expect(window.__lc?.license).toBe(12345678);
    await waitFor(() => expect(screen.getByRole('link', { name: 'support@aurum-casino.test' })).toBeInTheDocument());
  });
});
