import { act, screen, within } from '@testing-library/react';
import { setLocale } from '@thali/ui';
import { expectPageTitle, renderPage } from '../../../../testing/render-page';
import { PrivacyPolicyPage } from '../privacy-policy-page';
import { TermsPage } from '../terms-page';

function expectDocumentStructure(title: string, contentsName = 'Contents') {
  expectPageTitle(title);
  // Every contents link points at an h2 on the page.
  const contents = screen.getByRole('navigation', { name: contentsName });
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
  expect(screen.getByText('Last updated: 27 November 2026')).toBeInTheDocument();
  // the one cookie the portal sets, named as the code names it
  expect(screen.getByText('__session').tagName).toBe('CODE');
  expect(screen.getByText('Account details:').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: '+91 712 255 0199' })).toHaveAttribute('href', 'tel:+917122550199');
});

test('Terms of Service: headings, contents, payment on delivery and Nagpur jurisdiction', () => {
  renderPage(<TermsPage />, '/terms');
  expectDocumentStructure('Terms of Service');
  expect(screen.getByRole('heading', { level: 2, name: /Cancellations and refunds/ })).toBeInTheDocument();
  expect(screen.getByText(/You pay on delivery, in cash or by UPI/)).toBeInTheDocument();
  expect(screen.getByText(/courts at Nagpur, Maharashtra/)).toBeInTheDocument();
});

describe('in Marathi and Hindi', () => {
  afterEach(() => act(() => setLocale('en')));

  test('Terms of Service in Marathi: headings, contents, the date, emphasis and links', async () => {
    await act(() => setLocale('mr'));
    renderPage(<TermsPage />, '/terms');
    expectDocumentStructure('सेवेच्या अटी', 'अनुक्रमणिका');
    expect(screen.getByText('अंतिम सुधारणा: 1 नोव्हेंबर, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. ऑर्डर रद्द करणे आणि परतावा' })).toBeInTheDocument();
    expect(screen.getByText('प्रलंबित').tagName).toBe('EM');
    expect(screen.getByText(/नागपूर, महाराष्ट्र येथील न्यायालयांच्या/)).toBeInTheDocument();
    expect(screen.getByText(/₹40.00 इतके एकच डिलिव्हरी शुल्क/)).toBeInTheDocument();
  });

  test('Privacy Policy in Hindi: headings and the e-mail link', async () => {
    await act(() => setLocale('hi'));
    renderPage(<PrivacyPolicyPage />, '/privacy-policy');
    expectDocumentStructure('गोपनीयता नीति', 'विषय-सूची');
    expect(screen.getByRole('heading', { level: 2, name: /आपकी जानकारी कहाँ रखी जाती है/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'hello@thali.in' })[0]).toHaveAttribute('href', 'mailto:hello@thali.in');
    expect(screen.getByRole('link', { name: 'मेरी प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
  });
});
