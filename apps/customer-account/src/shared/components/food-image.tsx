import { useState } from 'react';
import styled from 'styled-components';
import { imageSrc } from '@thali/firebase-data';
import { pictureSurface } from '@thali/ui';

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  ${pictureSurface}
`;

const Placeholder = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ $size }) => Math.round($size / 2.5)}px;
`;

/** A sized, lazily loaded food picture; a neutral tile when it is missing or fails to load. */
export function FoodImage({ src, size = 96 }: { src?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Placeholder $size={size} aria-hidden="true" data-testid="image-placeholder">
        🍽
      </Placeholder>
    );
  }
  // Decorative: the item's name is right next to it.
  return <Img $size={size} src={imageSrc(src)} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
