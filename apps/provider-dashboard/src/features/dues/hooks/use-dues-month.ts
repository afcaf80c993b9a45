import { useSearchParams } from 'react-router-dom';
import { monthKey } from '@thali/domain/month';
import { monthOfParam } from '../utils/months';

/**
 * The month the Dues page shows, kept in its address (`?month=YYYY-MM`, none for this month), so a reload or a shared
 * link opens the same month; choosing another adds a step to history.
 */
export function useDuesMonth(now: number): [number, (month: number) => void] {
  const [params, setParams] = useSearchParams();
  const month = monthOfParam(params.get('month'), now);
  const choose = (next: number) => {
    const key = monthKey(next);
    setParams(key === monthKey(now) ? {} : { month: key });
  };
  return [month, choose];
}
