import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '..';
import { ImagePreview, INVALID_IMAGE, useBrokenImages } from '../image-preview';

function Form({ url, src }: { url: string; src: string | null }) {
  const { brokenImages, imageFailed } = useBrokenImages();
  return (
    <ThemeProvider>
      <ImagePreview url={url} src={src} alt="Preview of the picture" emptyText="No picture yet" onFailed={imageFailed} />
      <p>{brokenImages.has(url) ? 'refused' : 'accepted'}</p>
    </ThemeProvider>
  );
}

test('empty: the empty text; unacceptable: the invalid message; acceptable: the picture', () => {
  const { rerender } = render(<Form url="" src={null} />);
  expect(screen.getByText('No picture yet')).toBeInTheDocument();
  rerender(<Form url="http://x.example/a.png" src={null} />);
  expect(screen.getByText(INVALID_IMAGE)).toBeInTheDocument();
  rerender(<Form url="/images/a.svg" src="/images/a.svg" />);
  expect(screen.getByRole('img', { name: 'Preview of the picture' })).toHaveAttribute('src', '/images/a.svg');
});

test('a picture that fails to load says so and is remembered as broken; the next address starts afresh', () => {
  const { rerender } = render(<Form url="/images/missing.svg" src="/images/missing.svg" />);
  fireEvent.error(screen.getByRole('img', { name: 'Preview of the picture' }));
  expect(screen.getByText(INVALID_IMAGE)).toBeInTheDocument();
  expect(screen.getByText('refused')).toBeInTheDocument();
  rerender(<Form url="/images/b.svg" src="/images/b.svg" />);
  expect(screen.getByRole('img', { name: 'Preview of the picture' })).toBeInTheDocument();
  expect(screen.getByText('accepted')).toBeInTheDocument();
});
