import { addHoliday, type Holiday } from '@thali/firebase-data';
import { dayOfIsoDate, validateHoliday, KitchenHoursError, type HolidayField } from '@thali/firebase-data/logic';
import { formatLongDay, plainMessage } from '@thali/ui';
import { useForm } from '@thali/ui/form';
import { useT } from '../messages';

/** The holiday form as typed: the date input's 'YYYY-MM-DD' and the optional note. */
export interface HolidayValues {
  day: string;
  note: string;
}

const EMPTY: HolidayValues = { day: '', note: '' };

/**
 * Adds a holiday, checked by the data package's validateHoliday (a day from today, Asia/Kolkata, up to a year ahead,
 * not one it already has; a short note); `onAdded` hears the holiday stored.
 */
export function useHolidayForm(providerId: string, holidays: Holiday[], now: number, onAdded: (holiday: Holiday) => void) {
  const t = useT();
  return useForm<HolidayValues>({
    initialValues: EMPTY,
    validate: (values) => validateHoliday({ day: dayOfIsoDate(values.day), note: values.note }, now, holidays),
    fieldOrder: ['day', 'note'],
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { signal, reset, setNotice, setFormError, showErrors }) => {
      const holiday: Holiday = { day: dayOfIsoDate(values.day), note: values.note.trim() };
      try {
        await addHoliday(providerId, holiday);
        onAdded(holiday);
        if (signal.aborted) return;
        reset();
        setNotice(t('holidays.added', { date: formatLongDay(holiday.day) }));
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof KitchenHoursError) showErrors(error.errors as Partial<Record<HolidayField, string>>);
        else setFormError(plainMessage(error, t('holidays.addFailed')));
      }
    },
  });
}
