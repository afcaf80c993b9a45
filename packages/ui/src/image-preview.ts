// An image address's preview in a form (the dish's, the kitchen's picture): its own entry, '@thali/ui/image-preview',
// like '@thali/ui/form', because only forms of signed-in pages show one; the shared '@thali/ui' singleton every page
// loads first stays without it. Nothing here holds state beyond its component, so a copy per remote is safe.
export { ImagePreview, INVALID_IMAGE, type ImagePreviewProps } from './components/image-preview';
export { useBrokenImages } from './use-broken-images';
export { useDebouncedValue } from './use-debounced-value';
