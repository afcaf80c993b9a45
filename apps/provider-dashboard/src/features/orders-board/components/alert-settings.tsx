import styled from 'styled-components';
import { Button } from '@thali/ui';
import type { NewOrderAlerts } from '../hooks/use-new-order-alerts';
import { SoundToggle } from './sound-toggle';

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

const NOTIFICATION_TEXTS = {
  granted: 'Order notifications are on in this browser.',
  denied: 'Notifications are blocked for this site: allow them in the browser’s site settings to be notified.',
  unsupported: 'This browser cannot show notifications: keep this tab open to hear new orders.',
} as const;

/** How the kitchen hears of a new order: the beep, and system notifications once it turns them on. */
export function AlertSettings({ sound, setSound, notifications }: Pick<NewOrderAlerts, 'sound' | 'setSound' | 'notifications'>) {
  const { state, ask } = notifications;
  return (
    <Row>
      <SoundToggle enabled={sound} onChange={setSound} />
      {state === 'default' ? (
        <Button type="button" $variant="secondary" onClick={() => void ask()}>
          Turn on order notifications
        </Button>
      ) : (
        <p>{NOTIFICATION_TEXTS[state]}</p>
      )}
    </Row>
  );
}
