// The data package's sentences of photos (images/, errors/data-error.ts), by message id (issue 44; see data-texts.ts).
export const IMAGES_TEXTS = {
  'image.cancelled': 'The upload was cancelled.',
  'image.notAnImage': 'This file is not a photo. Choose a JPEG, PNG or WebP picture.',
  'image.tooLarge': 'This photo is larger than 2 MB even after resizing. Choose a smaller one.',
  'image.network': 'The photo could not be uploaded because there is no connection. Try again when you are online.',
  'image.notAllowed': 'Only a signed-in kitchen can add photos. Sign in again and try once more.',
  'image.failed': 'The photo could not be uploaded. Try again.',
} as const;
