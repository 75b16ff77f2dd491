import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorBox, FieldError, MessageBox } from '@/components/account/ErrorBox';
import { Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { toLocale } from '@/lib/routes';
import { validateEmail } from '@/lib/validation';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, validateSupportMessage } from '@/lib/validation/profile';
import { getSupportInfo, sendSupportMessage, type SupportInfo, type SupportTopic } from '@/services/profile/support';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { handleAuthError } from '@/store/profile';
import { isLiveChatConfigured, loadLiveChat, openLiveChat } from './liveChat';
import { Muted, Section, Select, TextArea } from './styles';

/** The chat form: email and first name, prefilled from the player, passed to the chat widget. */
function ChatForm() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const player = useAppSelector(selectPlayer);
  const id = useId();
  const [email, setEmail] = useState(player?.email ?? '');
  const [name, setName] = useState(player?.firstName ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [notReady, setNotReady] = useState(false);
  const start = (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = validateEmail(email);
    setProblem(emailProblem);
    if (emailProblem) return;
    setNotReady(!openLiveChat({ email: email.trim(), name: name.trim() }));
  };
  return (
    <form onSubmit={start} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('support.chatTitle')}</h3>
      <Field>
        <label htmlFor={`${id}-email`}>{t('support.email')}</label>
        <TextInput
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(problem)}
        />
        {problem && <FieldError>{ta(problem)}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-name`}>{t('support.firstName')}</label>
        <TextInput id={`${id}-name`} autoComplete="given-name" value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      {notReady && <MessageBox variant="notice">{t('support.chatLoading')}</MessageBox>}
      <PrimaryButton type="submit">{t('support.startChat')}</PrimaryButton>
    </form>
  );
}

/** The contact form: a topic and a message, stored by the platform and sent to the support desk. */
function ContactForm({ topics }: { topics: SupportTopic[] }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const lang = toLocale(useRouter()?.locale);
  const id = useId();
  const [topic, setTopic] = useState<SupportTopic>('general');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const messageProblem = validateSupportMessage(message);
    setProblem(messageProblem);
    if (messageProblem) return;
    setBusy(true);
    const result = handleAuthError(await sendSupportMessage({ topic, message: message.trim() }), dispatch);
    setBusy(false);
    if (result.success) {
      setSent(true);
      setMessage('');
    } else setError(errorMessageForFailure(result, 'default', lang));
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('support.contactTitle')}</h3>
      {sent && <MessageBox>{t('support.sent')}</MessageBox>}
      <ErrorBox message={error} />
      <Field>
        <label htmlFor={`${id}-topic`}>{t('support.topic')}</label>
        <Select id={`${id}-topic`} value={topic} onChange={(event) => setTopic(event.target.value as SupportTopic)}>
          {topics.map((value) => (
            <option key={value} value={value}>
              {t(`support.topics.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-message`}>{t('support.message')}</label>
        <TextArea
          id={`${id}-message`}
          value={message}
          maxLength={SUPPORT_MESSAGE_MAX}
          onChange={(event) => {
            setMessage(event.target.value);
            setSent(false);
          }}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-message-error` : undefined}
        />
        {problem && (
          <FieldError id={`${id}-message-error`}>{t(problem, { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX })}</FieldError>
        )}
      </Field>
      <PrimaryButton type="submit" disabled={busy}>
        {t('support.send')}
      </PrimaryButton>
    </form>
  );
}

/**
 * Profile page 'customer-support' (docs/product/screens.md): the support email link, the live
 * chat button and chat form only when the chat widget is configured, and the contact form.
 */
export function CustomerSupportPage() {
  const { t } = useTranslation('profile');
  const player = useAppSelector(selectPlayer);
  const [info, setInfo] = useState<SupportInfo | null>(null);
  const chat = isLiveChatConfigured();
  useEffect(() => {
    if (chat) loadLiveChat();
    void getSupportInfo().then((result) => {
      if (result.success) setInfo(result.data);
    });
  }, [chat]);
  return (
    <div>
      <Section>
        <Muted>{t('support.intro')}</Muted>
        {info && (
          <p>
            {t('support.emailUs')} <a href={`mailto:${info.email}`}>{info.email}</a>
          </p>
        )}
        {chat && (
          <SecondaryButton type="button" onClick={() => openLiveChat({ email: player?.email ?? undefined, name: player?.firstName })}>
            {t('support.liveChat')}
          </SecondaryButton>
        )}
      </Section>
      {chat && (
        <Section>
          <ChatForm />
        </Section>
      )}
      <Section>
        <ContactForm topics={info?.topics ?? ['general']} />
      </Section>
    </div>
  );
}
