import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { pill } from '../../../shared/components/pill';
import { CATEGORY_TABS, categoryLabel, type CategoryTab } from '../utils/categories';
import { useT } from '../messages';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Tab = styled.button`
  ${pill}
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const tabId = (value: CategoryTab) => `menu-tab-${value}`;
export const MENU_PANEL_ID = 'menu-tabpanel';

export interface CategoryTabsProps {
  selected: CategoryTab;
  onSelect: (value: CategoryTab) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between categories. */
export function CategoryTabs({ selected, onSelect, children }: CategoryTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useT();
  const current = CATEGORY_TABS.indexOf(selected);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = CATEGORY_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = CATEGORY_TABS[next];
    if (!tab) return;
    onSelect(tab);
    refs.current[next]?.focus();
  };

  return (
    <>
      <List role="tablist" aria-label={t('tabs')} onKeyDown={onKeyDown}>
        {CATEGORY_TABS.map((tab, i) => {
          const isSelected = tab === selected;
          return (
            <Tab
              key={tab}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={MENU_PANEL_ID}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab)}
            >
              {categoryLabel(tab)}
            </Tab>
          );
        })}
      </List>
      <div role="tabpanel" id={MENU_PANEL_ID} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
