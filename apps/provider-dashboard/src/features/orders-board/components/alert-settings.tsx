import styled from 'styled-components';
import { Button } from '@thali/ui';
import type { NewOrderAlerts } from '../hooks/use-new-order-alerts';
import { SoundToggle } from './sound-toggle';
import { useT } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }
`;

/** How the kitchen hears of a new order: the beep, and system notifications once it turns them on. */
export function AlertSettings({ sound, setSound, notifications }: Pick<NewOrderAlerts, 'sound' | 'setSound' | 'notifications'>) {
  const t = useT();
  const { state, ask } = notifications;
  return (
    <Row>
      <SoundToggle enabled={sound} onChange={setSound} />
      {state === 'default' ? (
        <Button type="button" $variant="secondary" onClick={() => void ask()}>
          {t('alerts.turnOn')}
        </Button>
      ) : (
        <p>{t(`alerts.${state}`)}</p>
      )}
    </Row>
  );
}
