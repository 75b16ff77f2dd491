import dynamic from 'next/dynamic';
import { SiteLink } from '@/components/common/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Input, Results, SearchFormFrame, Wrap } from './searchBoxParts';
import { debounce, isSearchable } from '@/lib/search/debounce';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { href, type Locale } from '@/lib/routes';
import { theme } from '@/styles/theme';
import { resultCount, type SearchResult } from '@/lib/search/result';
import { useAppDispatch } from '@/store';
import { searchGames } from '@/store/search';

/** The results list loads with the first results (the box is empty at first paint). */
const SearchResults = dynamic(() => import('./SearchResults').then((m) => m.SearchResults), { ssr: false });

/** A real button (name, keyboard, 28 px target), gold on the dark field (≈ 11:1). */
const ClearButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.gold};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.goldStrong};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.gold};
    outline-offset: 1px;
  }
`;

type Status = 'idle' | 'loading' | 'done' | 'error';

function ClearIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" fill="none">
      <path d="M6 6L18 18M18 6L6 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SearchBoxProps {
  locale: Locale;
  /** Called after navigating (a result or the results page), e.g. to close the mobile panel. */
  onSearched?: () => void;
  autoFocus?: boolean;
  /** Results below the input (mobile panel) instead of a dropdown. */
  inline?: boolean;
  debounceMs?: number;
  /** Text typed into the first-paint box (components/layout/SearchForm) before this one loaded. */
  initialQuery?: string;
}

/**
 * Search (docs/product/validation.md): after a 900 ms pause and from 3 characters it calls
 * GET /api/search?keyword=&lang= and lists games, suppliers, tags, content and articles as links
 * below the box; a live region tells screen readers the count. Enter opens the results page.
 */
export function SearchBox({
  locale,
  onSearched,
  autoFocus,
  inline = false,
  debounceMs = SEARCH_DEBOUNCE_MS,
  initialQuery = '',
}: SearchBoxProps) {
  const { t } = useTranslation('games');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const id = useId();
  const resultsId = `${id}-results`;
  const [query, setQuery] = useState(initialQuery);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [count, setCount] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(() => isSearchable(initialQuery));
  const resultsRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // One live search per box: debounced, and a newer keyword aborts the call still running.
  const [live] = useState(() => {
    let running: AbortController | null = null;
    const abort = () => {
      running?.abort();
      running = null;
    };
    const run = debounce((keyword: string, lang: Locale) => {
      abort();
      const current = new AbortController();
      running = current;
      setStatus('loading');
      void dispatch(searchGames(keyword.trim(), lang, { signal: current.signal })).then((found) => {
        if (current.signal.aborted) return;
        setResult(found);
        setCount(resultCount(found));
        setStatus(found ? 'done' : 'error');
      });
    }, debounceMs);
    return {
      search: run,
      stop: () => {
        run.cancel();
        abort();
      },
    };
  });

  useEffect(() => () => live.stop(), [live]);

  // Text typed before this box loaded is searched as if typed here.
  useEffect(() => {
    if (isSearchable(initialQuery)) live.search(initialQuery, locale);
    // Once, on mount: later changes come through change().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  const change = (value: string) => {
    setQuery(value);
    if (isSearchable(value)) {
      setOpen(true);
      live.search(value, locale);
    } else {
      live.stop();
      setResult(null);
      setCount(0);
      setStatus('idle');
    }
  };

  const clear = () => {
    change('');
    setOpen(false);
    inputRef.current?.focus();
  };

  const searchPage = href('search', {}, locale);
  const pageHref = (q: string) => `${searchPage}?q=${encodeURIComponent(q.trim())}`;

  const done = () => {
    setOpen(false);
    onSearched?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    live.stop();
    void router.push(q ? pageHref(q) : searchPage, undefined, { locale: false });
    done();
  };

  const searchable = isSearchable(query);
  const visible = searchable && (open || inline) && status !== 'idle';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Escape closes the dropdown first; in the mobile panel (inline) it is left to the panel.
    if (event.key === 'Escape' && visible && !inline) {
      event.stopPropagation();
      setOpen(false);
      inputRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === inputRef.current) {
      if (!open) {
        event.preventDefault();
        setOpen(true);
        return;
      }
      const first = resultsRef.current?.querySelector<HTMLAnchorElement>('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!inline && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  let statusText = '';
  if (searchable && status === 'loading') statusText = t('search.searching');
  else if (searchable && status === 'error') statusText = t('search.failed');
  else if (searchable && status === 'done')
    statusText = count > 0 ? t('search.resultCount', { count }) : t('search.noResults', { query: query.trim() });

  return (
    <Wrap onKeyDown={onKeyDown} onBlur={onBlur}>
      <SearchFormFrame id={id} action={searchPage} onSubmit={submit}>
        <Input
          ref={inputRef}
          id={`${id}-q`}
          name="q"
          type="search"
          value={query}
          onChange={(event) => change(event.target.value)}
          onClick={() => setOpen(true)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-controls={resultsId}
          aria-describedby={`${id}-hint`}
        />
        {query && (
          <ClearButton type="button" onClick={clear} aria-label={t('search.clear')} data-testid="search-clear">
            <ClearIcon />
          </ClearButton>
        )}
      </SearchFormFrame>
      <div className="visually-hidden" role="status" aria-live="polite">
        {statusText}
      </div>
      <Results id={resultsId} ref={resultsRef} $inline={inline} hidden={!visible} data-testid="search-dropdown">
        {visible && (
          <>
            {status !== 'done' || count === 0 ? <p className="status">{statusText}</p> : null}
            {status === 'done' && result && count > 0 && (
              <SearchResults result={result} locale={locale} compact limit={8} onNavigate={done} />
            )}
            {status === 'done' && (
              <SiteLink className="all" href={pageHref(query)} onClick={done}>
                {t('search.allResults')}
              </SiteLink>
            )}
          </>
        )}
      </Results>
    </Wrap>
  );
}
