import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ElementType } from 'react';
import { Badge } from '@/components/common/ui';
import { selectBonusCount, selectIsLoggedIn, useAppSelector } from '@/store';

/** Free-spin bonuses plus deposit campaigns, shown at 1 or more for a logged-in player. */
export function BonusCountBadge({ as }: { as?: ElementType }) {
  const count = useAppSelector(selectBonusCount);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return isLoggedIn && count >= 1 ? <CountBadge as={as} count={count} /> : null;
}

/*
 * The label only for a logged-in player: asking for the 'bonuses' namespace before it has loaded
 * (every visitor's phone navigation) makes the whole page re-render when it arrives
 * (lib/i18n/loadNamespaces.ts).
 */
function CountBadge({ as: Component = Badge, count }: { as?: ElementType; count: number }) {
  const { t } = useTranslation('bonuses');
  return (
    <Component aria-label={t('badge.bonuses', { count })} data-testid="bonus-count-badge">
      {count}
    </Component>
  );
}
