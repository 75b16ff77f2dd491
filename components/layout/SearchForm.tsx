/**
 * The search box of the header and the mobile search panel: the live search of
 * components/search/SearchBox (3 characters, 900 ms pause, results below the box; Enter opens
 * the results page).
 */
import type { Locale } from '@/lib/routes';
import { SearchBox } from '@/components/search/SearchBox';

export function SearchForm({ locale, onSearched, autoFocus, inline }: { locale: Locale; onSearched?: () => void; autoFocus?: boolean; inline?: boolean }) {
  return <SearchBox locale={locale} onSearched={onSearched} autoFocus={autoFocus} inline={inline} />;
}
