import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { theme } from '@/styles/theme';
import { SearchIcon } from './SearchIcon';

/* The search box's parts, shared by its first paint (components/layout/SearchForm) and the live box. */

export const Wrap = styled.div`
  position: relative;
  width: 100%;
`;

/*
 * The field's frame is the form: the text field and its buttons sit side by side in it, none over
 * another (a button laid over the field's end hid the text typed under it).
 */
const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space.xxs};
  width: 100%;
  min-height: 40px;
  padding-right: 3px;
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.bgDeep};
  &:focus-within {
    border-color: ${theme.colors.gold};
  }
`;

/** The browser's own cancel cross has no name and no keyboard access: ClearButton replaces it. */
export const Input = styled.input`
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
  padding: 0 ${theme.space.xxs} 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  &::placeholder {
    color: #8e87b3;
  }
  &::-webkit-search-cancel-button {
    -webkit-appearance: none;
    appearance: none;
    display: none;
  }
`;

const Submit = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.gold};
  color: ${theme.colors.onGold};
  cursor: pointer;
`;

export const Results = styled.div<{ $inline: boolean }>`
  ${({ $inline }) =>
    $inline
      ? `margin-top: ${theme.space.md};`
      : `position: absolute; top: calc(100% + 6px); right: 0; z-index: ${theme.zIndices.overlay}; width: min(420px, calc(100vw - 32px));
         max-height: min(70vh, 560px); overflow-y: auto; box-shadow: ${theme.shadows.panel};
         border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.lg}; background: ${theme.colors.surface};`}
  padding: ${theme.space.sm};
  & .status {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & .all {
    display: block;
    margin-top: ${theme.space.sm};
    font-weight: 600;
  }
`;

/**
 * The form around the field: a GET to the results page (Enter works before any script), its
 * label and hint (ids from `id`), the field and the submit button. `children` is the field
 * (an Input with id `${id}-q` and aria-describedby `${id}-hint`) and what sits beside it.
 */
export function SearchFormFrame({
  id,
  action,
  onSubmit,
  children,
}: {
  id: string;
  action: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('games');
  return (
    <Form role="search" action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('search.label')}
      </label>
      {children}
      <span id={`${id}-hint`} className="visually-hidden">
        {t('search.hint')}
      </span>
      <Submit type="submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </Submit>
    </Form>
  );
}
