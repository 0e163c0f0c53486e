// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SocialLinks } from './social-links.tsx';

afterEach(cleanup);

describe('the footer’s social links', () => {
  it('links each network with an address, as the site’s own profile', () => {
    render(
      <SocialLinks
        siteName="Tidings"
        heading="Follow us"
        links={[
          { network: 'x', url: 'https://x.com/tidings' },
          { network: 'youtube', url: 'https://youtube.com/@tidings' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Tidings X', 'https://x.com/tidings'],
      ['Tidings YouTube', 'https://youtube.com/@tidings'],
    ]);
    expect(links.every((link) => link.getAttribute('rel') === 'me noopener')).toBe(true);
    expect(screen.getByText('Follow us')).toBeTruthy();
  });

  it('shows nothing, not even its heading, without an address', () => {
    const { container } = render(<SocialLinks siteName="Tidings" heading="Follow us" links={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
