// The photo pipeline a kitchen's picture goes through on the phone, before anything leaves it: decoded upright (its
// EXIF orientation applied by the browser's decoder), drawn on a canvas at most PHOTO_MAX_SIDE px on its long side,
// and encoded again. Re-encoding a canvas writes the pixels only, so the EXIF block (GPS position, camera, time)
// stays behind. No imports: the pipeline tests bundle this file alone into a page of headless Chromium.

/** The long side of a stored photo, in px: sharp on a phone's screen, small to upload on a slow connection. */
export const PHOTO_MAX_SIDE = 1280;
/** What the storage rules accept for one picture (2 MB). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** WebP at this quality keeps a dish photo sharp at about a tenth of a camera JPEG's size. */
const WEBP_QUALITY = 0.82;
const JPEG_QUALITY = 0.85;
/** A second, lower quality tried before a photo is refused as too large. */
const FALLBACK_QUALITY = 0.6;

export type PhotoContentType = 'image/webp' | 'image/jpeg';

export const PHOTO_MESSAGES = {
  notAnImage: 'This file is not a photo we can use. Choose a JPEG, PNG or WebP picture.',
  tooLarge: 'This photo is still larger than 2 MB after resizing. Choose a smaller one.',
  failed: 'This photo could not be prepared on this device. Try another one.',
} as const;

export type PhotoErrorCode = 'not-an-image' | 'too-large' | 'failed';

/** A photo the pipeline refuses; its message is one plain sentence to show as it is. */
export class PhotoError extends Error {
  override name = 'PhotoError';
  readonly code: PhotoErrorCode;
  constructor(code: PhotoErrorCode) {
    super(code === 'not-an-image' ? PHOTO_MESSAGES.notAnImage : code === 'too-large' ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.failed);
    this.code = code;
  }
}

export interface ProcessPhotoOptions {
  /** the long side at most, px (default PHOTO_MAX_SIDE) */
  maxSide?: number;
  /** the encoded photo at most, bytes (default PHOTO_MAX_BYTES, the storage rules' bound) */
  maxBytes?: number;
}

export interface ProcessedPhoto {
  blob: Blob;
  contentType: PhotoContentType;
  width: number;
  height: number;
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes upright: createImageBitmap with `from-image` applies the EXIF orientation, as an <img> does by default. */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Some browsers decode a format in <img> that createImageBitmap refuses: try that before giving up.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    if (!img.naturalWidth || !img.naturalHeight) throw new PhotoError('not-an-image');
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => undefined };
  } catch {
    throw new PhotoError('not-an-image');
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(canvas: HTMLCanvasElement, type: PhotoContentType, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * A chosen or taken photo made ready to upload: upright, at most `maxSide` px on its long side (never enlarged),
 * without its metadata, as WebP, or JPEG where the browser cannot encode WebP (its canvas then hands back a PNG).
 * Throws PhotoError: not an image; still over `maxBytes` at a lower quality; the browser could not draw it.
 */
export async function processPhoto(file: Blob, opts: ProcessPhotoOptions = {}): Promise<ProcessedPhoto> {
  const maxSide = opts.maxSide ?? PHOTO_MAX_SIDE;
  const maxBytes = opts.maxBytes ?? PHOTO_MAX_BYTES;
  // A file that says what it is and is no image (a PDF, a text) is refused before it is read.
  if (file.type && !file.type.startsWith('image/')) throw new PhotoError('not-an-image');
  const decoded = await decode(file);
  const scale = Math.min(1, maxSide / Math.max(decoded.width, decoded.height));
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const draw = (background?: string) => {
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError('failed');
    context.clearRect(0, 0, width, height);
    // JPEG has no transparency: a transparent PNG would turn black without a white ground.
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, width, height);
  };
  try {
    draw();
    let contentType: PhotoContentType = 'image/webp';
    let blob = await encode(canvas, 'image/webp', WEBP_QUALITY);
    if (blob && blob.size > maxBytes && blob.type === 'image/webp') blob = await encode(canvas, 'image/webp', FALLBACK_QUALITY);
    // A browser that cannot encode WebP answers with a PNG (the canvas default): JPEG then.
    if (!blob || blob.type !== 'image/webp') {
      contentType = 'image/jpeg';
      draw('#ffffff');
      blob = await encode(canvas, 'image/jpeg', JPEG_QUALITY);
      if (blob && blob.size > maxBytes) blob = await encode(canvas, 'image/jpeg', FALLBACK_QUALITY);
    }
    if (!blob || blob.type !== contentType) throw new PhotoError('failed');
    if (blob.size > maxBytes) throw new PhotoError('too-large');
    return { blob, contentType, width, height };
  } finally {
    decoded.release();
    // Gives the canvas's memory back at once (a phone holds a few of these at most).
    canvas.width = 0;
    canvas.height = 0;
  }
}
