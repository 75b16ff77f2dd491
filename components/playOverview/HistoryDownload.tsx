import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Field, PrimaryButton, TextInput } from '@/components/common/ui';
import { Section } from '@/components/limits/styles';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { historyDownloadUrl, historyRangeProblem } from '@/lib/playOverview/history';
import { theme } from '@/styles/theme';

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.md};
  & > div {
    flex: 1 1 10rem;
  }
`;

const Problem = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.danger};
`;

/**
 * The account history of a chosen range as a CSV file: a plain GET form to the platform's
 * streamed download, so the browser writes the file as it comes. The dates start as the range the
 * charts show; a range the platform would refuse (rules date and range of 195) is named here and
 * never sent.
 */
export function HistoryDownload({ from, to }: { from?: string; to?: string }) {
  const { t } = useTranslation('limits');
  const locale = useRouter()?.locale ?? 'fi';
  const id = useId();
  const [problem, setProblem] = useState<'date' | 'range' | null>(null);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const field = (name: string) => (event.currentTarget.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const found = historyRangeProblem(field('from'), field('to'));
    setProblem(found);
    if (found) event.preventDefault();
  };

  return (
    <Section aria-labelledby={`${id}-title`} data-testid="history-download">
      <h2 id={`${id}-title`}>{t('overview.history.title')}</h2>
      <p>{t('overview.history.intro')}</p>
      {/* The dates restart at the charts' range when another period is shown. */}
      <form key={`${from}-${to}`} method="get" action={historyDownloadUrl()} onSubmit={check} noValidate>
        <input type="hidden" name="lang" value={locale} />
        <Dates>
          {(['from', 'to'] as const).map((name) => (
            <Field key={name}>
              <label htmlFor={`${id}-${name}`}>{t(`overview.history.${name}`)}</label>
              <TextInput
                id={`${id}-${name}`}
                name={name}
                type="date"
                required
                defaultValue={name === 'from' ? from : to}
                aria-invalid={problem !== null}
                aria-describedby={problem ? `${id}-problem` : undefined}
              />
            </Field>
          ))}
        </Dates>
        {problem && (
          <Problem id={`${id}-problem`} role="alert">
            {t(`overview.history.problems.${problem}`)}
          </Problem>
        )}
        <PrimaryButton type="submit">{t('overview.history.download')}</PrimaryButton>
      </form>
    </Section>
  );
}
