import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { href, type Locale } from '@/lib/routes';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
`;

const Input = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 44px 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgDeep};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder { color: #8E87B3; }
  &:focus { border-color: ${({ theme }) => theme.colors.gold}; }
  &::-webkit-search-cancel-button { filter: invert(1); }
`;

const Submit = styled.button`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.onGold};
  cursor: pointer;
`;

export function SearchIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2.4" />
      <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** Search box: a real GET form to the slots index with ?q=. */
export function SearchForm({ locale, onSearched, autoFocus }: { locale: Locale; onSearched?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const action = href('slotsIndex', {}, locale);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    void router.push(q ? `${action}?q=${encodeURIComponent(q)}` : action, undefined, { locale: false });
    onSearched?.();
  };
  return (
    <Form role="search" action={action} method="get" onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('search.label')}
      </label>
      <Input
        id={`${id}-q`}
        name="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <Submit type="submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </Submit>
    </Form>
  );
}
