import { screen } from '@testing-library/react';
import { useRouter } from 'next/router';
import { Footer } from '@/components/layout/Footer';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { mockRouter, renderWithStore } from './testUtils';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('footer', () => {
  beforeEach(() => (useRouter as jest.Mock).mockReturnValue(mockRouter()));

  it('renders the site settings HTML without scripts or event handlers', () => {
    const html =
      '<p>Lisenssi <a href="https://example.org/licence">MGA</a></p><script>window.hacked = true</script><img src="x" onerror="window.hacked=true">';
    renderWithStore(<Footer html={sanitizeHtml(html)} />);
    const footer = screen.getByTestId('site-footer');
    expect(footer).toHaveTextContent('Lisenssi MGA');
    expect(footer.querySelector('script')).toBeNull();
    expect(footer.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: 'MGA' })).toHaveAttribute('href', 'https://example.org/licence');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });
});
