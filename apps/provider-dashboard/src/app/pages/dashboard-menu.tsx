import styled from 'styled-components';
import { AddMenuItemForm } from '../../features/menu-items/components/add-menu-item-form';
import { MyMenuItems } from '../../features/menu-items/components/my-menu-items';
import { SplitColumns } from '../../shared/split-columns';
import { DashboardLayout } from '../dashboard-layout';
import { definePage } from '../define-page';
import { useT } from '../messages';

const Columns = styled(SplitColumns)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** /provider-dashboard/menu: the Add New Menu Item form first (on a phone, the section's main action), then the menu. */
function MenuPage() {
  const t = useT();
  return (
    <DashboardLayout section="menu">
      {({ providerId }) => (
        <Columns>
          <section aria-labelledby="add-menu-item-heading">
            <h2 id="add-menu-item-heading">{t('menu.addHeading')}</h2>
            <AddMenuItemForm providerId={providerId} headingId="add-menu-item-heading" />
          </section>
          <section aria-labelledby="my-menu-heading">
            <h2 id="my-menu-heading">{t('menu.yourMenu')}</h2>
            <MyMenuItems providerId={providerId} />
          </section>
        </Columns>
      )}
    </DashboardLayout>
  );
}

export default definePage('dashboard-menu', { component: MenuPage });
