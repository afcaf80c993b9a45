import { useRef } from 'react';
import styled from 'styled-components';
import type { WeeklyHours } from '@thali/firebase-data';
import { Alert, Button, Card } from '@thali/ui';
import { useHoursForm } from '../hooks/use-hours-form';
import { dayName, days } from '../utils/hours-values';
import { useT } from '../messages';
import { DayHoursRow } from './day-hours-row';
import { SavedNotice } from './saved-notice';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Save stays at the bottom of the screen while the week is in view (on a phone the week is longer than a screen), so a
// changed day is saved without scrolling past the others.
const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Props {
  providerId: string;
  headingId: string;
  hours: WeeklyHours | undefined;
  onSaved: (hours: WeeklyHours | undefined) => void;
}

/**
 * The kitchen's week, Monday first: each day Closed or open with one or two windows (Asia/Kolkata wall-clock times).
 * Save stores the whole week; "Take orders at any time" removes the hours.
 */
export function WeeklyHoursForm({ providerId, headingId, hours, onSaved }: Props) {
  const t = useT();
  const form = useHoursForm(providerId, hours, onSaved);
  const { values, errors, submitting, clearing, formError, notice, field, setValue, handleSubmit, clear, copyFirstDay } = form;
  const busy = submitting || clearing;
  // after the hours are removed their button is gone: the focus goes to the line that says so
  const noticeRef = useRef<HTMLParagraphElement>(null);

  return (
    <Card>
      <form noValidate aria-labelledby={headingId} onSubmit={handleSubmit}>
        <Intro>
          {t(hours ? 'hours.introSaved' : 'hours.introSuggested')} {t('hours.timeZone')}
        </Intro>
        {formError ? <Alert>{formError}</Alert> : null}
        {days().map(({ key, name }) => (
          <DayHoursRow
            key={key}
            name={name}
            value={values[key]}
            error={errors[key]}
            selectRef={field(key).ref}
            onChange={(next) => setValue(key, next)}
          />
        ))}
        <SaveBar>
          <Button type="submit" disabled={busy}>
            {t(submitting ? 'hours.saving' : 'hours.save')}
          </Button>
        </SaveBar>
        <Actions>
          <Button type="button" $variant="secondary" disabled={busy} onClick={copyFirstDay}>
            {t('hours.copyFirst', { day: dayName('d0') })}
          </Button>
          {hours ? (
            <Button type="button" $variant="ghost" disabled={busy} onClick={() => void clear().then((done) => done && noticeRef.current?.focus())}>
              {t(clearing ? 'hours.removing' : 'hours.anyTime')}
            </Button>
          ) : null}
        </Actions>
        <SavedNotice ref={noticeRef} role="status" tabIndex={-1}>
          {notice}
        </SavedNotice>
      </form>
    </Card>
  );
}
