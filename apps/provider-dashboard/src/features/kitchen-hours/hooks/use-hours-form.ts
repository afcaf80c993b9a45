import { useState } from 'react';
import { setKitchenHours, type WeekdayKey, type WeeklyHours } from '@thali/firebase-data';
import { KitchenHoursError, WEEKDAY_KEYS } from '@thali/firebase-data/logic';
import { plainMessage } from '@thali/ui';
import { useForm } from '@thali/ui/form';
import { checkHours, dayName, hoursValues, toWeeklyHours, type HoursValues } from '../utils/hours-values';
import { useT } from '../messages';

/**
 * The weekly hours form: checked on Save by the data package's validateHours (the database's rules), a sentence per
 * day in error and the focus on the first such day; an edited day's message goes at once. `onSaved` hears the week
 * stored (undefined once the hours are removed).
 */
export function useHoursForm(providerId: string, hours: WeeklyHours | undefined, onSaved: (hours: WeeklyHours | undefined) => void) {
  const t = useT();
  const form = useForm<HoursValues>({
    initialValues: hoursValues(hours),
    validate: checkHours,
    fieldOrder: WEEKDAY_KEYS as readonly WeekdayKey[],
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { signal, setNotice, setFormError, showErrors }) => {
      const week = toWeeklyHours(values);
      try {
        await setKitchenHours(providerId, week);
        onSaved(week);
        if (!signal.aborted) setNotice(t('hours.saved'));
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof KitchenHoursError) showErrors(error.errors as Partial<Record<WeekdayKey, string>>);
        else setFormError(plainMessage(error, t('hours.saveFailed')));
      }
    },
  });

  const [clearing, setClearing] = useState(false);
  /** Removes the hours (open at any time): the form goes back to the suggested week. Resolves true once done. */
  const clear = async (): Promise<boolean> => {
    if (form.submitting || clearing) return false;
    setClearing(true);
    form.setFormError(null);
    form.setNotice('');
    try {
      await setKitchenHours(providerId, null);
      onSaved(undefined);
      form.reset(hoursValues(undefined));
      form.setNotice(t('hours.cleared'));
      return true;
    } catch (error) {
      form.setFormError(plainMessage(error, t('hours.clearFailed')));
      return false;
    } finally {
      setClearing(false);
    }
  };

  /** Every day as the first one (Monday), said in the status line (nothing is saved yet). */
  const copyFirstDay = () => {
    const first = form.values[WEEKDAY_KEYS[0]];
    WEEKDAY_KEYS.slice(1).forEach((key) => form.setValue(key, { ...first }));
    form.setNotice(t('hours.copied', { day: dayName(WEEKDAY_KEYS[0]!) }));
  };

  return { ...form, clear, clearing, copyFirstDay };
}
