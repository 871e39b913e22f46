import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionStore } from '../../../shared/session/session-store';
import { renderWithApp } from '../../../testing/render';
import { ManagementTermsPage } from './management-terms-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

const PAGES = [
  { name: 'Terms of Service', element: <TermsOfServicePage />, path: '/terms-of-service/' },
  { name: 'Management Agreement Terms', element: <ManagementTermsPage />, path: '/terms/' },
  { name: 'Privacy Policy', element: <PrivacyPolicyPage />, path: '/privacy-policy/' },
];

describe.each(PAGES)('$name page', ({ name, element, path }) => {
  it('has one h1, headings that never skip a level, and names the tab', async () => {
    renderWithApp(element, { path });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) =>
      Number(heading.tagName.slice(1)),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    expect(document.title).toBe(`${name} · Harborstay`);
  });

  it('shows the effective date and links home, to sign in and to every section', async () => {
    renderWithApp(element, { path });
    expect(await screen.findByText('November 1, 2026')).toBeDefined();
    const header = screen.getByRole('banner');
    expect(
      within(header)
        .getByRole('link', { name: /Harborstay/ })
        .getAttribute('href'),
    ).toBe('/');
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName, link.textContent ?? '').toBe('SECTION');
    }
    expect(screen.getByRole('main')).toBeDefined();
  });
});

describe('a legal page read by a signed-in owner', () => {
  it('offers the way back to the portal instead of Sign in', async () => {
    sessionStore.set({
      key: 'k'.repeat(43),
      user: { id: 1, username: 'o@demo.test', email: 'o@demo.test', first_name: 'O', last_name: 'O' },
    });
    renderWithApp(<PrivacyPolicyPage />, { path: '/privacy-policy/' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'My dashboard' }).getAttribute('href')).toBe(
      '/owner/dashboard',
    );
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});

describe('management terms page', () => {
  it('renders the 24 sections as labelled regions titled "N. Title"', async () => {
    renderWithApp(<ManagementTermsPage />, { path: '/terms/' });
    await screen.findByRole('heading', { level: 1 });
    const sections = screen.getAllByRole('region');
    expect(sections).toHaveLength(24);
    expect(within(sections[0] as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
      '1. Definitions',
    );
    expect(screen.getByRole('region', { name: '24. General Provisions' })).toBeDefined();
  });
});
