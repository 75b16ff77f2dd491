/**
 * The header's search box. It paints as a plain form (a GET to the results page, so Enter works
 * before any script) and becomes the live search of components/search/SearchBox (3 characters,
 * 900 ms pause, results below the box) once the page is idle after hydration, or at once when the
 * player first touches or focuses it: the live box's code is not needed to paint a page, so it is
 * not in the first load. Swapped in while idle, before a keyboard player has reached the field,
 * so the swap does not take focus from under them (docs/decisions.md#search-box-swap).
 */
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { href, type Locale } from '@/lib/routes';
import type { SearchBoxProps } from '@/components/search/SearchBox';
import { Input, SearchFormFrame, Wrap } from '@/components/search/searchBoxParts';

interface Live {
  SearchBox: ComponentType<SearchBoxProps>;
  /** What the first-paint box held, and whether it had focus, when the live box took over. */
  query: string;
  focused: boolean;
}

export function SearchForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('games');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef(false);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    void import('@/components/search/SearchBox').then(
      ({ SearchBox }) => {
        const input = inputRef.current;
        // Synchronously, so that no keystroke lands between reading the text and the swap.
        flushSync(() => setLive({ SearchBox, query: input?.value ?? '', focused: input !== null && document.activeElement === input }));
      },
      () => {
        // The chunk did not arrive: the plain form still works; the next touch asks again.
        loading.current = false;
      },
    );
  };

  // The page is idle: load the live box now, before the player reaches the field.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(wake, 1);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(wake, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
    // Once, after hydration: wake guards itself against a second load.
  }, []);

  if (live) return <live.SearchBox locale={locale} initialQuery={live.query} autoFocus={live.focused} />;

  return (
    <Wrap>
      <SearchFormFrame id={id} action={href('search', {}, locale)}>
        <Input
          ref={inputRef}
          id={`${id}-q`}
          name="q"
          type="search"
          placeholder={t('search.placeholder')}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onFocus={wake}
          onPointerDown={wake}
        />
      </SearchFormFrame>
    </Wrap>
  );
}
