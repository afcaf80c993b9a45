import styled from 'styled-components';
import type { Provider } from '@thali/firebase-data';
import { PLACE_MESSAGES } from '@thali/firebase-data/logic';
import { Badge } from '@thali/ui';
import { useDataMessage } from '@thali/ui/data-message';
import { useDeliverTo } from '../../../shared/hooks/use-deliver-to';
import { deliveryNote } from '../../../shared/utils/delivery-note';
import { t, useT } from '../messages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.375rem;
  margin: 0 0 0.75rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

let rupees: Intl.NumberFormat | undefined;
/** 'Minimum order ₹250' (whole rupees, as the kitchen sets it; Indian grouping in every language, as all money is). */
export function minimumText(minOrder: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return t('minimum', { amount: rupees.format(minOrder) });
}

/**
 * Where the kitchen delivers, on its menu: whether it delivers to the reader's place ('Delivers to Dharampeth' /
 * 'Does not deliver to 440035'), its areas with their PIN codes, and its minimum order when it has one.
 */
export function KitchenDelivery({ provider }: { provider: Pick<Provider, 'name' | 'deliversTo' | 'minOrder'> }) {
  const { deliverTo, label } = useDeliverTo();
  // the texts below are built by functions (`t`): the hook re-renders them when the reader switches language
  useT();
  // the areas are the data package's sentence (English): shown in the reader's language
  const dataText = useDataMessage();
  const note = deliveryNote(provider, deliverTo, label);
  const areas = dataText(provider.deliversTo.length === 0 ? PLACE_MESSAGES.noAreas(provider.name) : PLACE_MESSAGES.notServed(provider.name, provider.deliversTo));
  return (
    <Box>
      {note ? <Badge $tone={note.delivers ? 'success' : 'warning'}>{note.text}</Badge> : null}
      <p>{areas}</p>
      {provider.minOrder > 0 ? <p>{minimumText(provider.minOrder)}</p> : null}
    </Box>
  );
}
