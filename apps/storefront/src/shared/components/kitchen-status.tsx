import styled from 'styled-components';
import type { OpenState, OpenStateMessages } from '@thali/firebase-data/logic';
import { Badge, DietMark } from '@thali/ui';
import { useDataMessage } from '@thali/ui/data-message';
import { useT } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
`;

const Label = styled.p<{ $open: boolean }>`
  && {
    margin: 0;
  }
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: 600;
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.danger)};
`;

const VegBadge = styled(Badge).attrs({ $tone: 'success' })`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

/** 'Pure veg': every dish the kitchen has on sale is veg. The mark beside the words is decoration. */
export function PureVegBadge() {
  const t = useT();
  return (
    <VegBadge>
      <span aria-hidden="true">
        <DietMark diet="veg" word="hidden" />
      </span>
      {t('pureVeg')}
    </VegBadge>
  );
}

export interface KitchenStatusProps {
  pureVeg: boolean;
  state: OpenState;
  /** The same state by id (openStateMessages), so its label reads in the reader's language. */
  said: OpenStateMessages;
  /** The menu page's line: announced politely when it changes (the kitchen opens or closes while it is read). */
  live?: boolean;
  className?: string;
}

/** The 'Pure veg' badge (when it applies) and the open-state label ('Open now · closes 10:00 pm', 'Closed · opens 6:00 pm'). */
export function KitchenStatus({ pureVeg, state, said, live = false, className }: KitchenStatusProps) {
  const dataText = useDataMessage();
  return (
    <Row className={className}>
      {pureVeg ? <PureVegBadge /> : null}
      <Label $open={state.open} role={live ? 'status' : undefined} data-testid="open-state">
        {dataText(said.label)}
      </Label>
    </Row>
  );
}
