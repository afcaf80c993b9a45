import { useRef } from 'react';
import styled from 'styled-components';
import { removeHoliday, type Holiday } from '@thali/firebase-data';
import { KITCHEN_LIMITS, addDays, dayStart, isoDateOfDay } from '@thali/firebase-data/logic';
import { Alert, Button, Card, ColumnGrid, formatLongDay } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { useHolidayForm } from '../hooks/use-holiday-form';
import { SavedNotice } from './saved-notice';
import { useT } from '../messages';

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  }
`;

const List = styled(ColumnGrid)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  time {
    font-weight: 600;
  }
  .note {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  providerId: string;
  headingId: string;
  holidays: Holiday[];
  now: number;
  onAdded: (holiday: Holiday) => void;
  onRemoved: (day: number) => void;
}

/**
 * Holidays: add a day (today or later, Asia/Kolkata) with an optional note; the ones still to come, soonest first,
 * each with Remove. What happened is said in one status line, which takes the focus after a remove (its button is gone).
 */
export function HolidaysPanel({ providerId, headingId, holidays, now, onAdded, onRemoved }: Props) {
  const t = useT();
  const today = dayStart(now);
  const upcoming = holidays.filter((h) => h.day >= today).sort((a, b) => a.day - b.day);
  const form = useHolidayForm(providerId, upcoming, now, onAdded);
  const { submitting, formError, notice, field, handleSubmit, setNotice } = form;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const removal = useMutation({
    run: async (day: number) => {
      setNotice('');
      await removeHoliday(providerId, day);
      onRemoved(day);
    },
    onSuccess: (_, day) => {
      setNotice(t('holidays.removed', { date: formatLongDay(day) }));
      statusRef.current?.focus();
    },
    errorMessage: (e) => dataSentence(e, t('holidays.removeFailed')),
  });
  const removing = removal.status === 'busy' && removal.args ? removal.args[0] : null;

  return (
    <Card>
      <form noValidate aria-labelledby={headingId} onSubmit={handleSubmit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <Row>
          <Input
            label={t('holidays.date')}
            type="date"
            min={isoDateOfDay(today)}
            max={isoDateOfDay(addDays(today, KITCHEN_LIMITS.holidayDaysAhead))}
            hint={t('holidays.dateHint')}
            {...field('day')}
          />
          <Input label={t('holidays.note')} autoComplete="off" maxLength={KITCHEN_LIMITS.holidayNoteMax} hint={t('holidays.noteHint')} {...field('note')} />
        </Row>
        <Button type="submit" disabled={submitting}>
          {t(submitting ? 'holidays.adding' : 'holidays.add')}
        </Button>
      </form>
      <SavedNotice ref={statusRef} role="status" tabIndex={-1}>
        {notice}
      </SavedNotice>
      {removal.error ? <Alert>{removal.error}</Alert> : null}
      {upcoming.length === 0 ? (
        <Muted>{t('holidays.none')}</Muted>
      ) : (
        <List $gap={2} aria-label={t('holidays.list')}>
          {upcoming.map((h) => (
            <Item key={h.day}>
              <div>
                <time dateTime={isoDateOfDay(h.day)}>{formatLongDay(h.day)}</time>
                {h.note ? <span className="note"> · {h.note}</span> : null}
              </div>
              <Button type="button" $variant="secondary" disabled={removing !== null} onClick={() => void removal.start(h.day)}>
                {t.rich(removing === h.day ? 'holidays.removing' : 'holidays.remove', {
                  more: (text) => <span className="visually-hidden">{text}</span>,
                }, { date: formatLongDay(h.day) })}
              </Button>
            </Item>
          ))}
        </List>
      )}
    </Card>
  );
}
