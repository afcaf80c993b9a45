import { useState } from 'react';
import styled from 'styled-components';
import { pictureSurface } from './picture-surface';

import { english, useT } from '../entries/messages';

/**
 * What a preview says, and its form's image field then, when the address does not parse or its image does not load.
 * The English text, for the forms that keep it as their field's message; the preview says it in the reader's language.
 */
export const INVALID_IMAGE = english('image.invalid');

const Frame = styled.div`
  width: 100%;
  max-width: 240px;
  aspect-ratio: 3 / 2;
  display: grid;
  place-items: center;
  margin-bottom: 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${pictureSurface}
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  p {
    margin: 0;
    padding: 0.5rem;
    text-align: center;
    font-size: 0.875rem;
  }
  p[data-invalid] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

function Loaded({ src, alt, onFailed }: { src: string; alt: string; onFailed?: (src: string) => void }) {
  const [failed, setFailed] = useState(false);
  const t = useT();
  if (failed) return <p data-invalid="">{t('image.invalid')}</p>;
  const fail = () => {
    setFailed(true);
    onFailed?.(src);
  };
  return <img src={src} alt={alt} width={240} height={160} onError={fail} />;
}

export interface ImagePreviewProps {
  /** what the field holds */
  url: string;
  /** what may be loaded for it (the caller's check of the address); null when the address is not acceptable */
  src: string | null;
  /** the picture's text alternative */
  alt: string;
  /** what an empty field shows */
  emptyText: string;
  /** hears of an image that did not load: the form then refuses that address (it would show a blank picture) */
  onFailed?: (src: string) => void;
}

/** What customers will see for an image address; an address that does not parse or load says so (INVALID_IMAGE). */
export function ImagePreview({ url, src, alt, emptyText, onFailed }: ImagePreviewProps) {
  const t = useT();
  return (
    <Frame aria-live="polite">
      {!url.trim() ? (
        <p>{emptyText}</p>
      ) : src ? (
        // A new key per address: a failure of the previous one must not stick to the next one.
        <Loaded key={src} src={src} alt={alt} onFailed={onFailed} />
      ) : (
        <p data-invalid="">{t('image.invalid')}</p>
      )}
    </Frame>
  );
}
