import { SiteLink } from '@/components/common/SiteLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { href, ROUTE_KEYS, routeFlags, type Locale, type RouteKey } from '@/lib/routes';
import { afterHydration } from '@/components/common/afterHydration';
import { SafeHtml } from '@/components/common/SafeHtml';
import { primaryStyle } from '@/components/common/ui';
import { DepositBlock } from '@/components/wallet/DepositBlock';
import { selectIsLoggedIn, useAppSelector } from '@/store';
import type { CmsBlock, CmsPage } from '@/lib/content/types';

/**
 * - Headings wrap anywhere: long Finnish and Estonian words stay inside a 360 px screen.
 * - Decorative coins on wider screens: a static picture (public/images), not markup the page's
 *    script carries.
 * - A phone shows the pay-and-play deposit box right below a short hero (the header has the
 *    register button). Its text stays: it is the page's largest text, painted with the page, so
 *    the affiliate banner arriving later over the bottom edge is not what LCP measures.
 */
const HeroSection = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${`${theme.space.xl} ${theme.space.lg}`};
  margin-bottom: ${theme.space.xxl};
  border-radius: ${theme.radii.xl};
  background: ${theme.gradients.hero};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.card};
  ${media.up('md')} {
    padding: ${`${theme.space.xxxl} ${theme.space.xxl}`};
  }
  & h1 {
    max-width: 18ch;
    font-size: ${theme.fontSizes.display};
    font-weight: ${theme.fontWeights.black};
    letter-spacing: -0.02em;
  }
  & h1 span {
    color: ${theme.colors.gold};
  }
  & h1,
  & h2 {
    overflow-wrap: break-word;
    hyphens: auto;
  }
  ${media.down('sm')} {
    & h1 {
      font-size: ${theme.fontSizes.xxl};
    }
  }
  & p {
    max-width: 52ch;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.text};
    opacity: 0.92;
  }
  & > * {
    position: relative;
  }
  ${media.up('md')} {
    &::before {
      content: '';
      position: absolute;
      right: -40px;
      top: 50%;
      width: 420px;
      height: 420px;
      transform: translateY(-50%);
      opacity: 0.5;
      pointer-events: none;
      background: url('/images/hero-coins.svg') no-repeat center / contain;
    }
  }
  &[data-compact='true'] {
    ${media.down('md')} {
      padding: ${`${theme.space.md} ${theme.space.md}`};
      margin-bottom: ${theme.space.md};
      & h1 {
        font-size: ${theme.fontSizes.xxl};
        margin: 0 0 ${theme.space.xs};
      }
      & p {
        margin: 0;
        font-size: ${theme.fontSizes.md};
      }
      & a,
      & [data-cta-room] {
        display: none;
      }
    }
  }
`;

/** A logged-in player's greeting loads once the player is known (the page is pre-rendered for visitors). */
const WelcomeBack = afterHydration(() => import('./WelcomeBack').then((m) => m.WelcomeBack));

/*
 * The deposit block's slot: a visitor's deposit form, or for a logged-in player the welcome box
 * laid over the same form's boxes kept hidden, so the slot has one size whoever is looking and
 * nothing moves when the player has loaded after hydration.
 */
const Slot = styled.div`
  display: grid;
  & > * {
    grid-area: 1 / 1;
    min-width: 0;
    width: 100%;
  }
  & > [data-slot-size] {
    visibility: hidden;
  }
`;

/** The room of a call to action a logged-in player does not get (registration), kept so the hero keeps its height. */
const CtaRoom = styled.span`
  ${primaryStyle};
  margin-top: ${theme.space.md};
  min-height: 52px;
  padding: 0 ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
  visibility: hidden;
`;

const Cta = styled(SiteLink)`
  ${primaryStyle};
  margin-top: ${theme.space.md};
  min-height: 52px;
  padding: 0 ${theme.space.xl};
  font-size: ${theme.fontSizes.lg};
`;

const Features = styled.section`
  margin-bottom: ${theme.space.xxl};
  & h2 {
    font-size: ${theme.fontSizes.xl};
  }
  & ul {
    display: grid;
    gap: ${theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
    grid-template-columns: 1fr;
    ${media.up('sm')} {
      grid-template-columns: repeat(2, 1fr);
    }
    ${media.up('lg')} {
      grid-template-columns: repeat(3, 1fr);
    }
  }
`;

const FeatureCard = styled.li`
  position: relative;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.card};
  transition:
    border-color ${theme.transitions.fast},
    transform ${theme.transitions.fast};
  &:hover {
    border-color: ${theme.colors.gold};
    transform: translateY(-2px);
  }
  & h3 {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.gold};
  }
  & p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  &::before {
    content: '';
    display: block;
    width: 40px;
    height: 4px;
    margin-bottom: ${theme.space.md};
    border-radius: 2px;
    background: ${theme.colors.emerald};
  }
`;

const RichText = styled(SafeHtml)`
  max-width: 75ch;
  margin-bottom: ${theme.space.xxl};
  color: ${theme.colors.text};
  & h2 {
    font-size: ${theme.fontSizes.xl};
    margin-top: ${theme.space.xl};
  }
  & p,
  & li {
    color: ${theme.colors.textMuted};
  }
`;

function isRouteKey(value: unknown): value is RouteKey {
  return typeof value === 'string' && (ROUTE_KEYS as string[]).includes(value);
}

function ctaHref(routeKey: string, locale: Locale): string | undefined {
  if (!isRouteKey(routeKey)) return undefined;
  try {
    return href(routeKey, {}, locale);
  } catch {
    return undefined;
  }
}

/** A call to action the player can use: a logged-in player is not sent to registration or login. */
function ctaFor(routeKey: string, isLoggedIn: boolean): boolean {
  return !(isLoggedIn && isRouteKey(routeKey) && routeFlags(routeKey).anonymousOnly);
}

function Block({
  block,
  locale,
  first,
  isLoggedIn,
  compact,
}: {
  block: CmsBlock;
  locale: Locale;
  first: boolean;
  isLoggedIn: boolean;
  compact: boolean;
}) {
  const { t } = useTranslation('common');
  switch (block.type) {
    case 'hero': {
      const target = block.cta ? ctaHref(block.cta.routeKey, locale) : undefined;
      const allowed = block.cta !== undefined && ctaFor(block.cta.routeKey, isLoggedIn);
      const Heading = first ? 'h1' : 'h2';
      return (
        <HeroSection data-block="hero" data-compact={compact}>
          <Heading>{block.title}</Heading>
          {block.text && <p>{block.text}</p>}
          {block.cta && target && allowed && <Cta href={target}>{block.cta.label}</Cta>}
          {block.cta && target && !allowed && (
            <CtaRoom aria-hidden="true" data-cta-room>
              {block.cta.label}
            </CtaRoom>
          )}
        </HeroSection>
      );
    }
    case 'features':
      return (
        <Features data-block="features" aria-label={t('home.featuresTitle')}>
          <h2>{t('home.featuresTitle')}</h2>
          <ul>
            {block.items.map((item, index) => (
              <FeatureCard key={`${item.title}-${index}`}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </FeatureCard>
            ))}
          </ul>
        </Features>
      );
    case 'richText':
      return <RichText html={block.html} />;
    case 'depositForm':
      // A logged-in player gets the greeting with the deposit button and recent games instead, in the same room.
      return isLoggedIn ? (
        <>
          <Slot>
            <div data-slot-size aria-hidden="true" inert>
              <DepositBlock title={block.title} placeholder />
            </div>
            <WelcomeBack locale={locale} part="box" />
          </Slot>
          <WelcomeBack locale={locale} part="recent" />
        </>
      ) : (
        <Slot>
          <DepositBlock title={block.title} />
        </Slot>
      );
    default:
      return null;
  }
}

/** The home page from the CMS page 'home'; a translated fallback when the CMS gave nothing. */
export function HomeContent({ page, locale }: { page: CmsPage | null; locale: Locale }) {
  const { t } = useTranslation('common');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const blocks = page?.blocks ?? [];
  const firstIsHero = blocks[0]?.type === 'hero';
  // With a deposit box right after it, the hero is short on phones so the box is in view (also
  // for a logged-in player, whose welcome box takes the deposit box's room: the hero keeps its size).
  const compactHero = firstIsHero && blocks[1]?.type === 'depositForm';
  if (!page || blocks.length === 0) {
    return (
      <HeroSection data-block="fallback">
        <h1>{t('home.fallbackTitle')}</h1>
        <p>{t('home.fallbackText')}</p>
        <Cta href={href('slotsIndex', {}, locale)}>{t('home.fallbackCta')}</Cta>
      </HeroSection>
    );
  }
  return (
    <>
      {!firstIsHero && <h1 className="visually-hidden">{page.title}</h1>}
      {blocks.map((block, index) => (
        <Block key={index} block={block} locale={locale} first={index === 0} isLoggedIn={isLoggedIn} compact={index === 0 && compactHero} />
      ))}
    </>
  );
}
