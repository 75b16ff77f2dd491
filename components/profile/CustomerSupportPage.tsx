import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState } from 'react';
import { ErrorBox, FieldError, MessageBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { Field, PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { ruleMessage, validateEmail } from '@/lib/validation';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, validateSupportMessage } from '@/lib/validation/profile';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { sendSupportMessage } from '@/store/profile';
import { profileThunk, usePlatformRead } from '@/store/usePlatformRead';
import { isLiveChatConfigured, loadLiveChat, openLiveChat } from './liveChat';
import { Muted, Section, Select, TextArea } from './styles';
import type { SupportTopic } from '@/lib/profile/types';

/** The chat form: email and first name, prefilled from the player, passed to the chat widget. */
function ChatForm() {
  const { t } = useTranslation('profile');
  const player = useAppSelector(selectPlayer);
  const id = useId();
  const [notReady, setNotReady] = useState(false);
  const { field, submit } = usePlayerForm<{ email: string; name: string }>({
    label: (name) => t(name === 'email' ? 'support.email' : 'support.firstName'),
    defaultValues: { email: player?.email ?? '', name: player?.firstName ?? '' },
  });
  return (
    <form
      onSubmit={submit(({ email, name }) => setNotReady(!openLiveChat({ email: email.trim(), name: name.trim() })))}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('support.chatTitle')}</h3>
      <TextField type="email" autoComplete="email" {...field('email', validateEmail)} />
      <TextField autoComplete="given-name" {...field('name')} />
      {notReady && <MessageBox variant="notice">{t('support.chatLoading')}</MessageBox>}
      <PrimaryButton type="submit">{t('support.startChat')}</PrimaryButton>
    </form>
  );
}

/** The message's rule with its bounds (the platform's: lib/validation/profile.ts). */
const messageRule = (value: string) => {
  const problem = validateSupportMessage(value);
  return problem && ruleMessage(`profile:${problem}`, { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX });
};

/** The contact form: a topic and a message, stored by the platform and sent to the support desk. */
function ContactForm({ topics }: { topics: SupportTopic[] }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const id = useId();
  const [sent, setSent] = useState(false);
  const { rules, invalid, messageOf, fieldId, submit, formError, formState, reset } = usePlayerForm<{
    topic: SupportTopic;
    message: string;
  }>({
    route: '/player/support/contact',
    label: (name) => t(`support.${name}`),
    defaultValues: { topic: 'general', message: '' },
  });
  const send = async (values: { topic: SupportTopic; message: string }) => {
    const result = await dispatch(sendSupportMessage({ topic: values.topic, message: values.message.trim() })).unwrap();
    if (result.success) {
      setSent(true);
      reset({ topic: values.topic, message: '' });
    }
    return result;
  };
  const message = messageOf('message');
  return (
    <form onSubmit={submit(send)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('support.contactTitle')}</h3>
      {sent && <MessageBox>{t('support.sent')}</MessageBox>}
      <ErrorBox message={formError} />
      <Field>
        <label htmlFor={fieldId('topic')}>{t('support.topic')}</label>
        <Select id={fieldId('topic')} {...rules('topic')}>
          {topics.map((value) => (
            <option key={value} value={value}>
              {t(`support.topics.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={fieldId('message')}>{t('support.message')}</label>
        <TextArea id={fieldId('message')} {...invalid('message')} {...rules('message', messageRule, () => setSent(false))} />
        {message && <FieldError id={`${fieldId('message')}-error`}>{message}</FieldError>}
      </Field>
      <PrimaryButton type="submit" disabled={formState.isSubmitting}>
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
  const info = usePlatformRead(profileThunk((profile) => profile.fetchSupportInfo())).data;
  const chat = isLiveChatConfigured();
  useEffect(() => {
    if (chat) loadLiveChat();
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
