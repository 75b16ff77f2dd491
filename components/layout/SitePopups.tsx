import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { trapTab } from '@/components/common/focusTrap';
import { ModalBackdrop, ModalCard } from '@/components/common/modal';
import { SafeHtml } from '@/components/common/SafeHtml';
import { PrimaryButton } from '@/components/common/ui';
import { markPopupSeen, nextUnseenPopup, readSeenPopups } from '@/lib/content/sitePopups';
import { useSiteLoaded } from './LoadingScreen';
import { theme } from '@/styles/theme';
import type { SiteSettings } from '@/lib/layout/types';

export type SitePopup = SiteSettings['popups'][number];

/** Under the complete-account and deposit dialogs: a notice never hides what the player is doing. */
const Backdrop = styled(ModalBackdrop)`
  z-index: ${theme.zIndices.panel + 4};
`;

const Card = styled(ModalCard)`
  & h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.xl};
  }
  & .body {
    overflow-wrap: anywhere;
  }
  & .actions {
    display: flex;
    justify-content: flex-end;
    margin-top: ${theme.space.md};
  }
`;

function PopupDialog({ popup, onClose }: { popup: SitePopup; onClose: () => void }) {
  const { t } = useTranslation('common');
  const card = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const titleId = `site-popup-title-${popup.id}`;
  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Card
        ref={card}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="site-popup"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else trapTab(card.current, event);
        }}
      >
        <h2 id={titleId}>{popup.title}</h2>
        <SafeHtml className="body" html={popup.bodyHtml} />
        <div className="actions">
          <PrimaryButton ref={closeButton} type="button" onClick={onClose}>
            {t('panel.close')}
          </PrimaryButton>
        </div>
      </Card>
    </Backdrop>
  );
}

/**
 * The CMS site-settings popups for a logged-in player, one at a time in the CMS order, each once
 * per player (lib/content/sitePopups.ts). Closing (button, Escape or a click beside the dialog)
 * marks it seen; focus returns to where it was. Shown once the loading screen is gone. Keyed by
 * the player by the caller.
 */
export function SitePopups({ popups, userId }: { popups: readonly SitePopup[]; userId: number | string }) {
  // Rendered only for a loaded player, which happens in the browser, never in the server render.
  const [seen, setSeen] = useState<string[]>(() => readSeenPopups(userId));
  // Not under the loading screen: the player sees the page first, then the notice.
  const loaded = useSiteLoaded();
  const popup = nextUnseenPopup(popups, seen);
  if (!popup || !loaded) return null;
  return <PopupDialog key={String(popup.id)} popup={popup} onClose={() => setSeen(markPopupSeen(userId, popup.id))} />;
}
