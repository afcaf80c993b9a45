import type { ReactNode } from 'react';
import { css } from 'styled-components';

export interface Question {
  /** The same in every language, so an answer the reader opened stays open when the language changes. */
  id: string;
  question: string;
  answer: ReactNode;
}

/** How a list of questions looks, for the section that holds it (the FAQ's sections, the contact page's). */
export const questionStyles = css`
  details {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    padding: 0.625rem 0;
  }
  details p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Questions that each open on their answer. */
export function Questions({ items }: { items: readonly Question[] }) {
  return (
    <>
      {items.map((item) => (
        <details key={item.id}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </>
  );
}
