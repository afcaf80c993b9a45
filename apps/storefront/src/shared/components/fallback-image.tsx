import { useState } from 'react';
import styled from 'styled-components';
import { imageSrc } from '@thali/firebase-data';
import { pictureSurface } from '@thali/ui';

// Every image in the storefront is drawn 3:2 (the demo art is 240 × 160), so the frame reserves
// its space before the file arrives and nothing below it shifts.
const Frame = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  ${pictureSurface}
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    width: 30%;
    height: auto;
  }
`;

export interface FallbackImageProps {
  src?: string;
  alt: string;
  /** Images above the fold load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
}

/** An image with a drawn placeholder when there is none or when the file fails to load. */
export function FallbackImage({ src, alt, eager = false }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Frame>
      {showImage ? (
        <img
          src={imageSrc(src ?? '')}
          alt={alt}
          width={240}
          height={160}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Placeholder role="img" aria-label={alt} data-testid="image-placeholder">
          {/* A plate with a cloche: drawn in currentColor so it follows the theme. */}
          <svg viewBox="0 0 64 40" aria-hidden="true" focusable="false">
            <path d="M8 32a24 20 0 0 1 48 0Z" fill="none" stroke="currentColor" strokeWidth="3" />
            <circle cx="32" cy="10" r="3" fill="currentColor" />
            <rect x="2" y="33" width="60" height="4" rx="2" fill="currentColor" />
          </svg>
        </Placeholder>
      )}
    </Frame>
  );
}
