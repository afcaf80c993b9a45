import styled from 'styled-components';
import { openStateMessages } from '@thali/firebase-data/logic';
import { Alert, Skeleton, useNow } from '@thali/ui';
import { useDataMessage } from '@thali/ui/data-message';
import { useKitchen } from '../hooks/use-kitchen';
import { AcceptingSwitch } from './accepting-switch';
import { HolidaysPanel } from './holidays-panel';
import { WeeklyHoursForm } from './weekly-hours-form';
import { SplitColumns as Columns } from '../../../shared/split-columns';
import { useT } from '../messages';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const State = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;


const Part = styled.section`
  min-width: 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/**
 * The dashboard's "Hours and holidays" section (h2, then h3 parts): what customers see right now (the data package's
 * openState, read again every minute), the "Accepting orders" switch, the weekly hours and the holidays.
 */
export function KitchenHoursSection({ providerId, now: fixedNow }: { providerId: string; now?: number }) {
  const { status, kitchen, saved } = useKitchen(providerId);
  const now = useNow(fixedNow);
  const t = useT();
  const dataText = useDataMessage();

  return (
    <Section aria-labelledby="kitchen-hours-heading">
      <h2 id="kitchen-hours-heading">{t('section.title')}</h2>
      {status === 'error' ? (
        <Alert>{t('section.loadFailed')}</Alert>
      ) : !kitchen ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('section.loading')}</span>
          <Skeleton $height="6rem" />
        </div>
      ) : (
        <>
          {/* the state itself ('Open now · closes 10:00 pm') is the data package's sentence (openState), worded by its catalogue */}
          <State>{t.rich('section.customersSee', { state: (text) => <strong>{text}</strong> }, { state: dataText(openStateMessages(kitchen, now).label) })}</State>
          <AcceptingSwitch providerId={providerId} accepting={kitchen.accepting} onSaved={(accepting) => saved({ accepting })} />
          <Columns>
            <Part aria-labelledby="weekly-hours-heading">
              <h3 id="weekly-hours-heading">{t('section.weeklyHours')}</h3>
              <WeeklyHoursForm providerId={providerId} headingId="weekly-hours-heading" hours={kitchen.hours} onSaved={(hours) => saved({ hours })} />
            </Part>
            <Part aria-labelledby="holidays-heading">
              <h3 id="holidays-heading">{t('section.holidays')}</h3>
              <HolidaysPanel
                providerId={providerId}
                headingId="holidays-heading"
                holidays={kitchen.holidays}
                now={now}
                onAdded={(holiday) => saved(({ holidays }) => ({ holidays: [...holidays.filter((h) => h.day !== holiday.day), holiday] }))}
                onRemoved={(day) => saved(({ holidays }) => ({ holidays: holidays.filter((h) => h.day !== day) }))}
              />
            </Part>
          </Columns>
        </>
      )}
    </Section>
  );
}
