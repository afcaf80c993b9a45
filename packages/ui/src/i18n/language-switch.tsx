// The language switch of the top bar and the mobile menu: each language named in itself ("English · मराठी · हिन्दी"),
// a group of three buttons, the current one pressed. Named by language, not by flag (a flag is a country).
import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from '@thali/domain/languages';
import { setLocale, shownLocale, subscribeLocale } from './i18n-store';

/** The language on screen, and a switch to another (every remote moves once its texts are in). */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const locale = useSyncExternalStore(subscribeLocale, shownLocale, shownLocale);
  return { locale, setLocale };
}

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  align-items: center;
`;

const Choice = styled.button`
  font: inherit;
  font-size: 0.875rem;
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: 0.25rem 0.5rem;
  border-radius: 6px;
  border: 1px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface LanguageSwitchProps {
  /** The group's accessible name, in the language on screen (the shell's "Language"). */
  label: string;
  className?: string;
}

export function LanguageSwitch({ label, className }: LanguageSwitchProps) {
  const { locale, setLocale: switchTo } = useLocale();
  const [busy, setBusy] = useState<Locale | null>(null);
  return (
    <Group role="group" aria-label={label} className={className}>
      {LOCALES.map((option) => (
        <Choice
          key={option}
          type="button"
          lang={HTML_LANG[option]}
          aria-pressed={option === locale}
          aria-busy={busy === option || undefined}
          onClick={() => {
            if (option === locale) return;
            setBusy(option);
            void switchTo(option).finally(() => setBusy(null));
          }}
        >
          {LANGUAGE_NAMES[option]}
        </Choice>
      ))}
    </Group>
  );
}
