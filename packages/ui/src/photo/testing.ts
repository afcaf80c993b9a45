// For jest tests of forms with a PhotoField ('@thali/ui/photo-testing'): jsdom has no image decoder and no canvas, so
// this stands in for the phone's. The real pipeline (processPhoto) then runs on a chosen file: any file of an image
// type decodes as a `width`×`height` picture and the canvas encodes WebP (or, with `webp: false`, JPEG). What it does in
// a real browser is tested in Chromium (process-photo.test.ts).

export interface FakePhotoDevice {
  /** the object URLs handed out for previews, in order */
  objectUrls: string[];
  /** puts jsdom's own (missing) APIs back */
  restore: () => void;
}

export function installPhotoDevice({ width = 4000, height = 3000, webp = true } = {}): FakePhotoDevice {
  const saved = {
    createImageBitmap: (globalThis as { createImageBitmap?: unknown }).createImageBitmap,
    getContext: HTMLCanvasElement.prototype.getContext,
    toBlob: HTMLCanvasElement.prototype.toBlob,
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  };
  const device: FakePhotoDevice = { objectUrls: [], restore: () => undefined };
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = async (file: Blob) => {
    if (!file.type.startsWith('image/')) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width, height, close: () => undefined };
  };
  const context = { clearRect: () => undefined, fillRect: () => undefined, drawImage: () => undefined, fillStyle: '', imageSmoothingEnabled: true, imageSmoothingQuality: 'high' };
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    const encoded = type === 'image/jpeg' || (type === 'image/webp' && webp) ? type : 'image/png';
    setTimeout(() => callback(new Blob([`${encoded} ${this.width}x${this.height}`], { type: encoded })));
  };
  URL.createObjectURL = () => {
    const url = `blob:photo-${device.objectUrls.length + 1}`;
    device.objectUrls.push(url);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  device.restore = () => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = saved.createImageBitmap;
    HTMLCanvasElement.prototype.getContext = saved.getContext;
    HTMLCanvasElement.prototype.toBlob = saved.toBlob;
    // jsdom has no object URLs at all: the no-op stand-ins stay, for a field unmounted after this restore.
    if (saved.createObjectURL) URL.createObjectURL = saved.createObjectURL;
    if (saved.revokeObjectURL) URL.revokeObjectURL = saved.revokeObjectURL;
  };
  return device;
}
