/**
 * The header's, navigation's and home's links: a plain click goes through the Next router (no page
 * load), a hover prefetches the page once, a modified click or a link whose own handler prevents
 * the default stays out of the router.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/common/SiteLink';

function renderLink(props: Partial<ComponentProps<typeof SiteLink>> = {}) {
  const router = { push: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn(() => Promise.resolve()) };
  render(
    <RouterContext.Provider value={router as unknown as NextRouter}>
      <SiteLink href="/fi/pelit?sivu=2" {...props}>
        Pelit
      </SiteLink>
    </RouterContext.Provider>,
  );
  return { router, link: screen.getByRole('link', { name: 'Pelit' }) };
}

it('navigates through the router on a plain click, after its own handler', () => {
  const own = jest.fn();
  const { router, link } = renderLink({ onClick: own });
  // fireEvent returns false when the click's default (a full page load) was prevented.
  expect(fireEvent.click(link)).toBe(false);
  expect(own).toHaveBeenCalledTimes(1);
  expect(router.push).toHaveBeenCalledWith('/fi/pelit?sivu=2', undefined, { locale: false });
});

it('leaves a click its own handler prevented out of the router', () => {
  const { router, link } = renderLink({ onClick: (event) => event.preventDefault() });
  fireEvent.click(link);
  expect(router.push).not.toHaveBeenCalled();
});

it('leaves a modified or middle click to the browser', () => {
  const { router, link } = renderLink();
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(link, { button: 1 })).toBe(true);
  expect(router.push).not.toHaveBeenCalled();
});

it('prefetches its page when the pointer comes over it', () => {
  const { router, link } = renderLink({ href: '/fi/uutiset' });
  fireEvent.mouseOver(link);
  expect(router.prefetch).toHaveBeenCalledWith('/fi/uutiset', undefined, { locale: false });
});
