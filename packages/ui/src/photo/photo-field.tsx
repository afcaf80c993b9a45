import { Fragment, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../components/button';
import { FieldError } from '../components/field';
import { ImagePreview } from '../components/image-preview';
import { Input } from '../components/input';
import { plainMessage } from '../format/plain-message';
import { useDebouncedValue } from '../use-debounced-value';
import { PhotoError, processPhoto, type PhotoContentType, type PhotoErrorCode } from './process-photo';
import { dataSentence } from '@thali/ui/data-message';
import { english, t as say, useT } from './messages';

/** The field's texts in English, for the forms' tests (the field says them in the reader's language). */
export const PHOTO_FIELD_TEXTS = {
  take: english('photo.take'),
  choose: english('photo.choose'),
  preparing: english('photo.preparing'),
  /** the progress bar's name before its percentage ('Uploading the photo: 42%') */
  uploading: english('photo.uploading', { percent: 0 }).replace(/: 0%$/, ''),
  cancel: english('photo.cancel'),
  retry: english('photo.retry'),
  uploaded: english('photo.uploaded'),
  cancelled: english('photo.cancelled'),
  uploadFailed: english('photo.uploadFailed'),
  useAddress: english('photo.useAddress'),
  address: english('photo.address'),
  addressHint: english('photo.addressHint'),
  empty: english('photo.empty'),
} as const;

/** What the pipeline's refusal says, in the reader's language (process-photo.ts keeps its English, importing nothing). */
const REFUSALS = { 'not-an-image': 'photo.notAnImage', 'too-large': 'photo.tooLarge', failed: 'photo.failed' } as const satisfies Record<PhotoErrorCode, Parameters<typeof english>[0]>;

export interface PhotoUploadOptions {
  /** 0..1 as the upload goes */
  onProgress: (fraction: number) => void;
  /** aborted when the cook presses Cancel or leaves the form */
  signal: AbortSignal;
}

export interface PhotoFieldProps {
  /** the field's name, e.g. 'Dish photo' (the group's legend) */
  label: string;
  /** what the form holds: a stored photo's reference, an image address, or '' */
  value: string;
  onChange: (value: string) => void;
  /** stores a processed photo and answers with the reference the form keeps */
  upload: (blob: Blob, contentType: PhotoContentType, options: PhotoUploadOptions) => Promise<string>;
  /** true while a photo is being prepared or uploaded: the form must not be submitted meanwhile */
  onBusyChange?: (busy: boolean) => void;
  /** what the preview may load for a value (a stored photo's reference → its address); null: not acceptable */
  previewSrc?: (value: string) => string | null;
  /** hears of a preview that did not load (the form then refuses that value) */
  onPreviewFailed?: (src: string) => void;
  /**
   * A photo this field uploaded and then replaced by another before the form was saved: nothing refers to it, so the
   * caller may delete it from storage.
   */
  discard?: (value: string) => void;
  /** the form's message for this field */
  error?: string;
  /** the form's handle to focus the field (on the image address while it is shown, else on "Choose a photo") */
  inputRef?: Ref<HTMLInputElement>;
  /** the name of the image address input */
  name?: string;
  /** the preview's text alternative */
  previewAlt?: string;
}

type Stage =
  | { name: 'idle' }
  | { name: 'preparing' }
  | { name: 'uploading'; fraction: number }
  | { name: 'failed'; message: string; canRetry: boolean };

const Group = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  /* A file input's label drawn as a button; the input itself is visually hidden but keeps the focus. */
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + label {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The two ways to a photo: the back camera, or the gallery and files (a `capture` input offers only the camera). */
const PICKERS = [
  { key: 'take', text: 'photo.take', capture: 'environment' },
  { key: 'choose', text: 'photo.choose', capture: undefined },
] as const;

const Progress = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-bottom: 0.5rem;
  progress {
    width: 100%;
    max-width: 240px;
    height: 0.75rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
`;

const Disclosure = styled(Button)`
  padding-left: 0;
  padding-right: 0;
  text-decoration: underline;
`;

/** Sets a ref the form handed over, whichever kind it is. */
function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A photo for a form, from the phone: "Take a photo" opens the camera (capture), "Choose a photo" the gallery or the
 * files; the picture is prepared on the device (processPhoto: upright, ≤ 1280 px, no metadata), previewed and
 * uploaded with a progress bar and Cancel; a failure says so in one sentence and offers Retry, and the form's value
 * changes only once the upload has succeeded, so nothing typed around it is lost. "Use an image address instead"
 * keeps the plain address input.
 */
export function PhotoField({
  label, value, onChange, upload, onBusyChange, previewSrc = defaultPreviewSrc, onPreviewFailed, discard, error, inputRef, name, previewAlt,
}: PhotoFieldProps) {
  const id = useId();
  const t = useT();
  const ids = { take: `${id}-take`, choose: `${id}-choose`, progress: `${id}-progress`, error: `${id}-error`, address: `${id}-address` };
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [notice, setNotice] = useState('');
  // The photo being uploaded (kept for Retry) and its local preview; `ref` once stored.
  const [local, setLocal] = useState<{ url: string; ref: string | null } | null>(null);
  const photo = useRef<{ blob: Blob; contentType: PhotoContentType } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const attempt = useRef(0);
  const [addressOpen, setAddressOpen] = useState(() => value.trim() !== '' && previewSrc(value.trim()) === value.trim());
  // The newest props, for the callbacks of an upload that started renders ago.
  const latest = useRef({ value, onChange, upload, discard, uploadedRef: null as string | null });
  latest.current = { ...latest.current, value, onChange, upload, discard };

  const busy = stage.name === 'preparing' || stage.name === 'uploading';
  const onBusy = useRef(onBusyChange);
  onBusy.current = onBusyChange;
  // In the same commit as the field's own change: the form's Save is never enabled under a progress bar.
  useLayoutEffect(() => onBusy.current?.(busy), [busy]);

  // An address the form refused is shown where it can be corrected.
  useEffect(() => {
    if (error && value.trim() !== '' && value !== latest.current.uploadedRef) setAddressOpen(true);
  }, [error, value]);

  useEffect(() => {
    const url = local?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [local?.url]);

  // Leaving the form stops its upload.
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async (current: number) => {
    const ready = photo.current;
    if (!ready) return;
    const abort = new AbortController();
    controller.current = abort;
    setStage({ name: 'uploading', fraction: 0 });
    try {
      const ref = await latest.current.upload(ready.blob, ready.contentType, {
        signal: abort.signal,
        onProgress: (fraction) => {
          if (!abort.signal.aborted && current === attempt.current) setStage({ name: 'uploading', fraction: Math.min(1, Math.max(0, fraction)) });
        },
      });
      if (abort.signal.aborted || current !== attempt.current) return;
      const previous = latest.current.uploadedRef;
      // The photo this field stored before, never saved (the form still holds it): nothing else refers to it.
      if (previous && previous === latest.current.value && previous !== ref) latest.current.discard?.(previous);
      latest.current.uploadedRef = ref;
      photo.current = null;
      setLocal((shown) => (shown ? { ...shown, ref } : shown));
      setStage({ name: 'idle' });
      setNotice(say('photo.uploaded'));
      latest.current.onChange(ref);
    } catch (failure) {
      if (abort.signal.aborted || current !== attempt.current) return;
      setStage({ name: 'failed', message: dataSentence(failure, say('photo.uploadFailed')), canRetry: true });
    }
  }, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again must fire a change again (a Retry after choosing another one, say).
    input.value = '';
    if (!file) return;
    const current = ++attempt.current;
    controller.current?.abort();
    setNotice('');
    setStage({ name: 'preparing' });
    try {
      const ready = await processPhoto(file);
      if (current !== attempt.current) return;
      photo.current = { blob: ready.blob, contentType: ready.contentType };
      setLocal({ url: URL.createObjectURL(ready.blob), ref: null });
    } catch (failure) {
      if (current !== attempt.current) return;
      const message = failure instanceof PhotoError ? say(REFUSALS[failure.code]) : plainMessage(failure, say('photo.failed'));
      setStage({ name: 'failed', message, canRetry: false });
      return;
    }
    await send(current);
  };

  const cancel = () => {
    attempt.current += 1;
    controller.current?.abort();
    photo.current = null;
    setLocal((shown) => (shown?.ref ? shown : null));
    setStage({ name: 'idle' });
    setNotice(say('photo.cancelled'));
  };

  const retry = () => {
    setNotice('');
    void send(++attempt.current);
  };

  // What the preview shows: the photo on its way (or just stored), else what the form holds (once typing has paused,
  // so an address is not loaded at every keystroke).
  const settled = useDebouncedValue(value, 300);
  const showLocal = local && (busy || stage.name === 'failed' ? !local.ref : local.ref === value);
  const previewValue = showLocal ? local.url : settled;
  const src = showLocal ? local.url : previewSrc(settled.trim());
  const describedBy = [error && !addressOpen ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error && !addressOpen ? true : undefined;
  const percent = stage.name === 'uploading' ? Math.round(stage.fraction * 100) : 0;

  return (
    <Group>
      <legend>{label}</legend>
      <ImagePreview
        url={previewValue}
        src={src}
        alt={previewAlt ?? t('photo.previewOf', { label: label.toLowerCase() })}
        emptyText={t('photo.empty')}
        onFailed={showLocal ? undefined : onPreviewFailed}
      />
      <Actions>
        {PICKERS.map(({ key, text, capture }) => (
          <Fragment key={key}>
            <input
              id={ids[key]}
              // The form's focus goes to "Choose a photo" while the image address is hidden.
              ref={key === 'choose' ? (el) => assign(inputRef, addressOpen ? null : el) : undefined}
              className="visually-hidden"
              type="file"
              accept="image/*"
              capture={capture}
              disabled={busy}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => void choose(e)}
            />
            <Button as="label" htmlFor={ids[key]} $variant="secondary">
              {t(text)}
            </Button>
          </Fragment>
        ))}
      </Actions>
      {stage.name === 'preparing' ? <Note role="status">{t('photo.preparing')}</Note> : null}
      {stage.name === 'uploading' ? (
        <Progress>
          <label htmlFor={ids.progress}>{t('photo.uploading', { percent })}</label>
          <progress id={ids.progress} max={1} value={stage.fraction} />
          <div>
            <Button type="button" $variant="secondary" onClick={cancel}>
              {t('photo.cancel')}
            </Button>
          </div>
        </Progress>
      ) : null}
      {stage.name === 'failed' ? (
        <Actions>
          <FieldError role="alert">{stage.message}</FieldError>
          {stage.canRetry ? (
            <Button type="button" $variant="secondary" onClick={retry}>
              {t('photo.retry')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
      <Note role="status">{notice}</Note>
      {error && !addressOpen ? <FieldError id={ids.error}>{error}</FieldError> : null}
      <Disclosure type="button" $variant="ghost" aria-expanded={addressOpen} aria-controls={ids.address} onClick={() => setAddressOpen((open) => !open)}>
        {t('photo.useAddress')}
      </Disclosure>
      <div id={ids.address} hidden={!addressOpen}>
        {addressOpen ? (
          <Input
            ref={(el) => assign(inputRef, el)}
            label={t('photo.address')}
            name={name}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('photo.addressPlaceholder')}
            hint={t('photo.addressHint')}
            value={value}
            error={error}
            disabled={busy}
            onChange={(e) => latest.current.onChange(e.target.value)}
          />
        ) : null}
      </div>
    </Group>
  );
}

/** Without the caller's word, an address is loaded as it is (a stored photo's reference needs the caller's previewSrc). */
function defaultPreviewSrc(value: string): string | null {
  return /^(https:\/\/|\/(?![/\\]))/.test(value) ? value : null;
}
