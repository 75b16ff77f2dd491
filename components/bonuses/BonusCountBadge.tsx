import { useTranslation } from 'next-i18next/pages';
import type { ElementType } from 'react';
import { Badge } from '@/components/common/ui';
import { selectBonusCount, selectIsLoggedIn, useAppSelector } from '@/store';

/** Free-spin bonuses plus deposit campaigns, shown at 1 or more for a logged-in player. */
export function BonusCountBadge({ as: Component = Badge }: { as?: ElementType }) {
  const { t } = useTranslation('bonuses');
  const count = useAppSelector(selectBonusCount);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (!isLoggedIn || count < 1) return null;
  return (
    <Component aria-label={t('badge.bonuses', { count })} data-testid="bonus-count-badge">
      {count}
    </Component>
  );
}
