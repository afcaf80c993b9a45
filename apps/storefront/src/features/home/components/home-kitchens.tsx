import { useCallback, useMemo } from 'react';
import type { Provider } from '@thali/firebase-data';
import { DeliverToChooser } from '../../../shared/components/deliver-to-chooser';
import { OtherKitchens } from '../../../shared/components/other-kitchens';
import { ProviderGrid } from '../../../shared/components/provider-grid';
import { ProviderList } from '../../../shared/components/provider-list';
import { useDeliverTo } from '../../../shared/hooks/use-deliver-to';
import { useKitchensFor } from '../../../shared/hooks/use-kitchens-for';
import { deliveryNote } from '../../../shared/utils/delivery-note';
import { topKitchens } from '../utils/top-kitchens';
import { useT } from '../../../shared/messages';

/**
 * The home page's kitchens: the Deliver-to box, the top kitchens (those delivering to the place chosen first, the
 * others on request). Loaded on its own as the reader nears it (home-page.tsx): none of it is needed to paint the page.
 */
export function HomeKitchens() {
  const choice = useDeliverTo();
  const t = useT();
  const kitchens = useKitchensFor(choice);
  const providers = kitchens.state;
  const noteOf = useCallback((p: Provider) => deliveryNote(p, choice.deliverTo, choice.label), [choice.deliverTo, choice.label]);
  // the top kitchens only: the whole list made the page several screens long on a phone
  const top = useMemo(() => (providers.status === 'success' ? { ...providers, data: topKitchens(providers.data) } : providers), [providers]);
  return (
    <>
      <DeliverToChooser choice={choice} />
      <ProviderList state={top} headingLevel="h3" noteOf={noteOf} empty={choice.label ? t('list.noneDeliver', { place: choice.label }) : undefined} />
      {choice.label ? (
        <OtherKitchens
          kitchens={kitchens}
          label={choice.label}
          headingLevel="h3"
          render={(others) => <ProviderGrid providers={topKitchens(others)} headingLevel="h3" noteOf={noteOf} />}
        />
      ) : null}
    </>
  );
}
