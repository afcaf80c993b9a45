import { useState, type FormEvent } from 'react';

/**
 * A dish form with a photo field: while the photo is being prepared or uploaded the form is `photoBusy` and its submit
 * does nothing (the dish would be saved without the photo the cook is waiting for); the field reports through
 * `setPhotoBusy`.
 */
export function usePhotoBusy<F extends { handleSubmit: (event: FormEvent) => void }>(form: F) {
  const [photoBusy, setPhotoBusy] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    if (photoBusy) event.preventDefault();
    else form.handleSubmit(event);
  };
  return { ...form, handleSubmit, photoBusy, setPhotoBusy };
}
