// Issue 40: choosing when an order is delivered. Its own entry, '@thali/ui/slot-picker', bundled only by the order
// forms (Buy Now, checkout). The slots come from the data package's `nextSlots` (the caller computes them); each
// says itself by id and values (`message`), shown in the reader's language through '@thali/ui/data-message'. A native select grouped Today / Tomorrow: on a phone, ~20 slots open in the system's own
// picker instead of a long page of radio buttons, and the keyboard works as in any select.
import type { ChangeEvent, ReactNode } from 'react';
import type { DataMessage } from '@thali/firebase-data/logic';
import { Select } from './components/select';
import { useDataMessage } from './data-message/use-data-message';
import { english, useT } from './entries/messages';

/** One slot as `nextSlots` gives it (the fields the picker reads): its label in English, and by id and values. */
export interface SlotOption { start: number; asap: boolean; day: 'today' | 'tomorrow'; label: string; message?: DataMessage }
/** The slot chosen: what an order stores (`start`; ASAP: placed now). */
export interface SlotChoice { start: number; asap: boolean }

/** The picker's texts in English (it says them in the reader's language). */
export const SLOT_PICKER_TEXTS = {
  label: english('slot.label'),
  choose: english('slot.choose'),
  today: english('slot.today'),
  tomorrow: english('slot.tomorrow'),
  none: english('slot.none'),
} as const;

const ASAP_VALUE = 'asap';
const valueOf = (slot: SlotChoice | null): string => (!slot ? '' : slot.asap ? ASAP_VALUE : String(slot.start));

export interface SlotPickerProps {
  slots: readonly SlotOption[];
  /** The chosen slot; null (or one no longer offered) shows "Choose a delivery time". */
  value: SlotChoice | null;
  onChange: (slot: SlotChoice) => void;
  label?: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
}

/** A labelled select of the kitchen's next slots: "As soon as possible" first (while open), then Today and Tomorrow. */
export function SlotPicker({ slots, value, onChange, label, hint, error, id, name, disabled, required }: SlotPickerProps) {
  const t = useT();
  const dataText = useDataMessage();
  const labelOf = (slot: SlotOption) => dataText(slot.message ?? slot.label);
  const offered = slots.some((s) => valueOf(s) === valueOf(value));
  const asap = slots.find((s) => s.asap);
  const groups = (['today', 'tomorrow'] as const)
    .map((day) => ({ day, slots: slots.filter((s) => !s.asap && s.day === day) }))
    .filter((g) => g.slots.length > 0);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = slots.find((s) => valueOf(s) === event.target.value);
    if (picked) onChange({ start: picked.start, asap: picked.asap });
  };
  const noSlots = slots.length === 0;
  return (
    <Select label={label ?? t('slot.label')} hint={noSlots ? t('slot.none') : hint} error={error} id={id} name={name}
      value={offered ? valueOf(value) : ''} onChange={change} disabled={disabled || noSlots} required={required}>
      <option value="" disabled>
        {t('slot.choose')}
      </option>
      {asap ? <option value={ASAP_VALUE}>{labelOf(asap)}</option> : null}
      {groups.map((group) => (
        <optgroup key={group.day} label={group.day === 'today' ? t('slot.today') : t('slot.tomorrow')}>
          {group.slots.map((s) => (
            // the whole label ('Tomorrow, 1:00–1:30 pm'), not only the times: a closed select shows the option alone
            <option key={s.start} value={String(s.start)}>
              {labelOf(s)}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}
