import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, type AlertTone } from '@thali/ui';
import { TextInput } from '@thali/ui/form';
import { checkDeliveryZip, type ZipCheckResult } from '../../../shared/delivery-areas';
import { useT } from '../messages';
import { zipCheckMessage } from '../utils/zip-check-message';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  max-width: 32rem;
  label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1 1 auto;
    min-width: 0;
  }
  button {
    flex: 0 0 auto;
  }
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Result = styled(Alert)`
  margin: 0.5rem 0 0;
`;

const TONES: Record<ZipCheckResult['status'], AlertTone> = { served: 'success', invalid: 'error', 'not-served': 'warning' };

/** The 'Check' PIN-code form: answers locally, no data call. */
export function ZipCheckForm() {
  const t = useT();
  const id = useId();
  const inputId = `${id}-zip`;
  const hintId = `${id}-hint`;
  const resultId = `${id}-result`;
  const [value, setValue] = useState('');
  const [result, setResult] = useState<ZipCheckResult | null>(null);
  // Bumped on every check so repeating the same PIN replaces the node and is announced again.
  const [checkCount, setCheckCount] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = checkDeliveryZip(value);
    setResult(next);
    setCheckCount((n) => n + 1);
    if (next.status === 'invalid') inputRef.current?.focus();
  }

  const invalid = result?.status === 'invalid';
  return (
    // noValidate: our own messages replace the browser's bubbles, which are not announced reliably.
    <Form onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{t('form.label')}</label>
      <Hint id={hintId}>{t('form.hint')}</Hint>
      <Row>
        <TextInput
          ref={inputRef}
          id={inputId}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${hintId} ${resultId}` : hintId}
        />
        <Button type="submit">{t('form.check')}</Button>
      </Row>
      {/* The live region stays mounted so screen readers pick up each new result. */}
      <div role="status" aria-live="polite" aria-label={t('form.status')}>
        {result ? (
          <Result key={checkCount} id={resultId} tone={TONES[result.status]} inLiveRegion>
            {zipCheckMessage(result, t, t.locale)}
          </Result>
        ) : null}
      </div>
    </Form>
  );
}
