import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Lead } from '@thali/ui';
import { ThaliArt } from './icons';
import { useT } from '../messages';

// Text and CSS only: the hero is the page's largest paint, so it must not wait for any download.
const Section = styled.section`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) auto;
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)}`};
  }
`;

// The picture only joins the text from the md breakpoint up; phones get the text alone.
const Art = styled.div`
  display: none;
  width: clamp(180px, 24vw, 280px);
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: block;
  }
`;

const Title = styled.h1`
  max-width: 18ch;
  margin: 0 0 1rem;
  font-size: clamp(2rem, 6vw, 3.25rem);
  line-height: 1.15;
  letter-spacing: -0.01em;
`;

// The page's Lead, larger and in the body colour: it is the hero's message, not an aside.
const HeroLead = styled(Lead)`
  max-width: 46ch;
  font-size: clamp(1.125rem, 2.4vw, 1.375rem);
  color: ${({ theme }) => theme.colors.text};
`;

export const CallToAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: 1.0625rem;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export function Hero() {
  const t = useT();
  return (
    <Section aria-labelledby="hero-title">
      <div>
        <Title id="hero-title">{t('hero.title')}</Title>
        <HeroLead>{t('hero.lead')}</HeroLead>
        <CallToAction to="/providers">{t('hero.browse')}</CallToAction>
      </div>
      <Art>
        <ThaliArt />
      </Art>
    </Section>
  );
}
