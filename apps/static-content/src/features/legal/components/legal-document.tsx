import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { THALI_TIME_ZONE } from '@thali/domain/locale';
import { INTL_LOCALE, type Locale } from '@thali/domain/languages';
import { Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { SectionLinks } from '../../../shared/components/section-links';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../shared/contact-details';
import { useT } from '../messages';

const Body = styled.article`
  max-width: 75ch;
  h2 {
    font-size: 1.375rem;
    margin: 2rem 0 0.5rem;
    scroll-margin-top: 5rem;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 1.25rem 0 0.375rem;
  }
  p,
  li {
    margin: 0 0 0.75rem;
  }
  ul {
    padding-left: 1.25rem;
    margin: 0 0 0.75rem;
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: -0.75rem !important;
`;

const Toc = styled.nav`
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 2 16rem;
    column-gap: 2rem;
  }
  li {
    margin: 0 0 0.25rem;
    break-inside: avoid;
  }
`;

type Translate = ReturnType<typeof useT>;
type Id = Parameters<Translate>[0];

/**
 * One section of a legal page, as its texts' ids: its title, then its body, a paragraph per id and a bulleted list per
 * array of ids. The id is the section's anchor (/terms#law), the same in every language.
 */
export interface LegalSection {
  id: string;
  title: Id;
  body: readonly (Id | readonly Id[])[];
}

// What a legal text may mark: emphasis, a term in bold, a name in code, and links to the team and to other pages.
const TAGS = {
  em: (text: ReactNode) => <em>{text}</em>,
  b: (text: ReactNode) => <strong>{text}</strong>,
  code: (text: ReactNode) => <code>{text}</code>,
  mail: (text: ReactNode) => <a href={`mailto:${SUPPORT_EMAIL}`}>{text}</a>,
  phone: (text: ReactNode) => <a href={SUPPORT_PHONE_HREF}>{text}</a>,
  support: (text: ReactNode) => <Link to={paths.contact()}>{text}</Link>,
  form: (text: ReactNode) => <Link to={paths.contact()}>{text}</Link>,
  privacy: (text: ReactNode) => <Link to={paths.privacyPolicy()}>{text}</Link>,
  profile: (text: ReactNode) => <Link to={paths.profile()}>{text}</Link>,
};

// "1 November 2026", "1 नोव्हेंबर, 2026", "1 नवंबर 2026": one formatter per language, built on first use.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function formatUpdated(isoDate: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: THALI_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  // noon in Nagpur: the same calendar day wherever the page is rendered
  return format.format(new Date(`${isoDate}T12:00:00+05:30`));
}

/** One legal page: h1, date, a contents list linking to each h2, then the sections, in the language on screen. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  values,
}: {
  title: Id;
  /** The day the text last changed, 'YYYY-MM-DD'. */
  updated: string;
  intro: Id;
  sections: readonly LegalSection[];
  /** Values the texts put in their placeholders (the delivery fee, a cookie's name). */
  values?: Readonly<Record<string, string>>;
}) {
  const t = useT();
  useDocumentTitle(t(title));
  const allValues = { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE, ...values };
  const text = (id: Id) => t.rich(id, TAGS, allValues);
  return (
    <Page>
      <Body>
        <PageTitle>{t(title)}</PageTitle>
        <Updated>{t('doc.updated', { date: formatUpdated(updated, t.locale) })}</Updated>
        <p>{text(intro)}</p>
        <Toc aria-labelledby="legal-contents">
          <h2 id="legal-contents">{t('doc.contents')}</h2>
          <ol>
            <SectionLinks sections={sections.map((s) => ({ id: s.id, title: t(s.title) }))} />
          </ol>
        </Toc>
        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id}>
              {i + 1}. {t(s.title)}
            </h2>
            {s.body.map((block, j) =>
              typeof block === 'string' ? (
                <p key={j}>{text(block)}</p>
              ) : (
                <ul key={j}>
                  {block.map((item) => (
                    <li key={item}>{text(item)}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </Body>
    </Page>
  );
}
