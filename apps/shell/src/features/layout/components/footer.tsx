import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../messages';

const Foot = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr 1fr;
  }
  h2 {
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
    margin: 0 0 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    display: inline-block;
    padding: 0.25rem 0;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Social = styled.ul`
  display: flex !important;
  gap: 0.75rem !important;
  margin-top: 1rem !important;
`;

type Id = Parameters<ReturnType<typeof useT>>[0];

const LINKS: readonly { to: string; label: Id }[] = [
  { to: '/', label: 'footer.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/providers', label: 'footer.providers' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/faq', label: 'footer.faq' },
];

const SOCIAL: readonly { href: string; label: Id; path: string }[] = [
  { href: 'https://www.instagram.com/thali.nagpur', label: 'footer.instagram', path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z' },
  { href: 'https://www.facebook.com/thali.nagpur', label: 'footer.facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  { href: 'https://x.com/thali_nagpur', label: 'footer.x', path: 'M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 7-7h-2l-6 6-5-6H4z' },
];

/** One column of the footer's links: a nav named by its heading. */
function LinkColumn({ id, heading, links }: { id: string; heading: string; links: readonly { to: string; label: Id }[] }) {
  const t = useT();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{t(l.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useT();
  return (
    <Foot>
      <Inner>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">Thali</h2>
          <p>{t('footer.about')}</p>
          <p>
            <a href="mailto:hello@thali.in">hello@thali.in</a> · <a href="tel:+917122550199">+91 712 255 0199</a>
          </p>
          <Social aria-label={t('footer.social')}>
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a href={s.href} aria-label={t(s.label)} rel="noopener noreferrer" target="_blank">
                  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </Social>
        </section>
        <LinkColumn id="footer-links" heading={t('footer.explore')} links={LINKS.slice(0, 4)} />
        <LinkColumn id="footer-help" heading={t('footer.help')} links={LINKS.slice(4)} />
      </Inner>
    </Foot>
  );
}
