import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { dataTexts, useDataMessage } from '@thali/ui/data-message';
import { validateFields, type FieldErrors, type FieldRules } from './validators';

type Focusable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What an edit does to the messages on show:
 * - 'keep': they stay until the next submit;
 * - 'clear-field': the edited field's message goes, the others stay until the next submit;
 * - 'recheck': once a submit has found errors, every edit checks the whole form again.
 */
export type AfterEdit = 'keep' | 'clear-field' | 'recheck';

/** What a submit handler may do besides reading the values. */
export interface SubmitHelpers<V, E> {
  /** Aborted when the form unmounts: nothing more should happen for a page the user has left. */
  signal: AbortSignal;
  setFormError: (error: E | null) => void;
  /** Errors found elsewhere (the server): shown, and the first field in error takes the focus. */
  showErrors: (errors: FieldErrors<V>) => void;
  reset: (values?: V) => void;
  setNotice: (notice: string) => void;
}

export interface UseFormOptions<V, E> {
  initialValues: V;
  /** Per-field checks run in the order given, or one function that checks the whole form. */
  validate?: FieldRules<V> | ((values: V) => FieldErrors<V>);
  /** The fields in the order they appear in the form; by default the order of initialValues' keys. */
  fieldOrder?: readonly (keyof V)[];
  afterEdit?: AfterEdit;
  /** Whether an edit takes away the last notice (the success message). */
  clearNoticeOnEdit?: boolean;
  /** Runs when the checks pass; the form is `submitting` until it settles. */
  onSubmit: (values: V, helpers: SubmitHelpers<V, E>) => void | Promise<void>;
}

/**
 * A form's state: values, messages per field (on submit, the first invalid field takes the focus),
 * the submitting state, a form-level error and a notice. Each submit starts by taking away the last
 * form-level error and notice; a submit while one is still running is ignored.
 */
export function useForm<V extends object, E = string>(options: UseFormOptions<V, E>) {
  const { initialValues } = options;
  const order = options.fieldOrder ?? (Object.keys(initialValues) as (keyof V)[]);
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<E | null>(null);
  const [notice, setNotice] = useState('');
  const failedSubmit = useRef(false);
  const busy = useRef(false);
  const elements = useRef<Partial<Record<keyof V, Focusable | null>>>({});
  // The handlers below are stable and read the newest options and values from here.
  const latest = useRef({ options, values, order });
  latest.current = { options, values, order };

  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    controller.current = new AbortController();
    return () => controller.current?.abort();
  }, []);

  const check = useCallback(
    (next: V): FieldErrors<V> => {
      const { options: current, order: fields } = latest.current;
      const rules = current.validate;
      if (!rules) return {};
      return typeof rules === 'function' ? rules(next) : validateFields(next, rules, fields);
    },
    [],
  );

  const showErrors = useCallback((found: FieldErrors<V>) => {
    setErrors(found);
    const first = latest.current.order.find((f) => found[f]);
    if (first !== undefined) elements.current[first]?.focus();
  }, []);

  // One ref callback per field for the form's life, so React does not detach and reattach it on every render.
  const refs = useRef<Partial<Record<keyof V, (el: Focusable | null) => void>>>({});
  const refOf = (name: keyof V) =>
    (refs.current[name] ??= (el: Focusable | null) => {
      elements.current[name] = el;
    });

  const focus = useCallback((name: keyof V) => elements.current[name]?.focus(), []);

  const reset = useCallback(
    (next?: V) => {
      const fresh = next ?? latest.current.options.initialValues;
      latest.current.values = fresh;
      setValues(fresh);
      setErrors({});
      failedSubmit.current = false;
    },
    [],
  );

  const setValue = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      const next = { ...latest.current.values, [field]: value };
      latest.current.values = next;
      setValues(next);
      const mode = latest.current.options.afterEdit ?? 'keep';
      if (mode === 'clear-field') setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
      else if (mode === 'recheck' && failedSubmit.current) setErrors(check(next));
      if (latest.current.options.clearNoticeOnEdit) setNotice('');
    },
    [check],
  );

  const submit = useCallback(async () => {
    if (busy.current) return;
    const current = latest.current;
    setFormError(null);
    setNotice('');
    const found = check(current.values);
    if (Object.values(found).some(Boolean)) {
      failedSubmit.current = true;
      showErrors(found);
      return;
    }
    setErrors({});
    failedSubmit.current = false;
    const signal = controller.current?.signal ?? new AbortController().signal;
    busy.current = true;
    setSubmitting(true);
    try {
      await current.options.onSubmit(current.values, { signal, setFormError, showErrors, reset, setNotice });
    } finally {
      busy.current = false;
      if (!signal.aborted) setSubmitting(false);
    }
  }, [check, reset, showErrors]);

  const handleSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  // What the data package's checks and errors said (issue 44: English, known by id) is shown in the reader's language;
  // the page's own sentences pass as they are.
  const dataText = useDataMessage();
  const shownErrors = useMemo(() => dataTexts(dataText, errors), [dataText, errors]);
  const shownFormError = typeof formError === 'string' && formError ? (dataText(formError) as E) : formError;
  const shownNotice = notice ? dataText(notice) : notice;

  /** Props for the control of one text field: name, value, onChange, error and the ref the focus goes to. */
  const field = <K extends keyof V>(name: K) => ({
    name: String(name),
    value: values[name] as unknown as string,
    error: shownErrors[name],
    ref: refOf(name),
    onChange: (event: ChangeEvent<Focusable>) => setValue(name, event.target.value as V[K]),
  });

  return {
    values,
    errors: shownErrors,
    submitting,
    formError: shownFormError,
    notice: shownNotice,
    field,
    setValue,
    setFormError,
    setNotice,
    showErrors,
    focus,
    reset,
    submit,
    handleSubmit,
  };
}
