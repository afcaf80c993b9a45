import { screen, within } from '@testing-library/react';
import { expectPageTitle, renderPage } from '../../../../testing/render-page';
import { PrivacyPolicyPage } from '../privacy-policy-page';
import { TermsPage } from '../terms-page';

function expectDocumentStructure(title: string) {
  expectPageTitle(title);
  // Every contents link points at an h2 on the page.
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThan(5);
  links.forEach((link) => {
    const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
    expect(target?.tagName).toBe('H2');
  });
}

test('Privacy Policy: headings, contents and the data kept in Firebase', () => {
  renderPage(<PrivacyPolicyPage />, '/privacy-policy');
  expectDocumentStructure('Privacy Policy');
  expect(screen.getByRole('heading', { level: 2, name: /Where your data is kept/ })).toBeInTheDocument();
  expect(screen.getByText(/Firebase Authentication, and your profile, basket, orders/)).toBeInTheDocument();
});

test('Terms of Service: headings, contents, payment on delivery and Nagpur jurisdiction', () => {
  renderPage(<TermsPage />, '/terms');
  expectDocumentStructure('Terms of Service');
  expect(screen.getByRole('heading', { level: 2, name: /Cancellations and refunds/ })).toBeInTheDocument();
  expect(screen.getByText(/You pay on delivery, in cash or by UPI/)).toBeInTheDocument();
  expect(screen.getByText(/courts at Nagpur, Maharashtra/)).toBeInTheDocument();
});
