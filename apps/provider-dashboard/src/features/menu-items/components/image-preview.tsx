import { useState } from 'react';
import styled from 'styled-components';
import { INVALID_IMAGE, previewSource } from '../utils/image-url';

const Frame = styled.div`
  width: 100%;
  max-width: 240px;
  aspect-ratio: 3 / 2;
  display: grid;
  place-items: center;
  margin-bottom: 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
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

function Loaded({ src, onFailed }: { src: string; onFailed?: (src: string) => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p data-invalid="">{INVALID_IMAGE}</p>;
  const fail = () => {
    setFailed(true);
    onFailed?.(src);
  };
  return <img src={src} alt="Preview of the menu item image" width={240} height={160} onError={fail} />;
}

/**
 * What customers will see for this image URL; a URL that does not parse or load says so, and `onFailed` hears of an
 * image that did not load (the form then refuses that URL: the item would show a blank thumbnail).
 */
export function ImagePreview({ url, onFailed }: { url: string; onFailed?: (src: string) => void }) {
  const src = previewSource(url);
  return (
    <Frame aria-live="polite">
      {!url.trim() ? (
        // What an empty image URL asks for.
        <p>Please enter an image URL</p>
      ) : src ? (
        // A new key per URL: a failure of the previous URL must not stick to the next one.
        <Loaded key={src} src={src} onFailed={onFailed} />
      ) : (
        <p data-invalid="">{INVALID_IMAGE}</p>
      )}
    </Frame>
  );
}
