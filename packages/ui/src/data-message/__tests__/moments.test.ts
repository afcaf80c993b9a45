import { formatTimeOfDay } from '@thali/domain/locale';
import { english } from '../clock/messages';
import { periodOf } from '../moments';

const clock = (m: number) => `${Math.floor(m / 60) % 12 || 12}:${String(m % 60).padStart(2, '0')}`;

test('the clock\'s English says each half hour as every other English time does', () => {
  const halfHours = Array.from({ length: 48 }, (_, i) => i * 30);
  expect(halfHours.map((m) => english('time.clock', { clock: clock(m), period: periodOf(m) }))).toEqual(halfHours.map(formatTimeOfDay));
});

test('the parts of the day, as a Marathi or Hindi reader names a time; midnight at the day\'s end is still its night', () => {
  expect([0, 239, 240, 360, 719, 720, 959, 960, 1199, 1200, 1439, 1440].map(periodOf)).toEqual([
    'smallHours', 'smallHours', 'dawn', 'morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening', 'night', 'night', 'night',
  ]);
});
