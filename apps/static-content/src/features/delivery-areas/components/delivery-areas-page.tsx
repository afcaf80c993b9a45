import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, ColumnGrid, Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { DELIVERY_AREAS } from '../../../shared/delivery-areas';
import { ZipCheckForm } from './zip-check-form';

const Section = styled.section`
  margin-bottom: 2.5rem;
  h2 {
    font-size: 1.375rem;
    margin: 0 0 0.75rem;
  }
`;

const CheckCard = styled(Card)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const AreaItem = styled.li`
  display: flex;
`;

const AreaCard = styled(Card)`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Codes = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  font-size: 0.875rem;
`;

const Note = styled.p`
  max-width: 65ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function DeliveryAreasPage() {
  useDocumentTitle('Delivery Areas');
  return (
    <Page>
      <PageTitle>Delivery Areas</PageTitle>
      <Lead>
        Thali’s home chefs, messes and tiffin services deliver across these Nagpur neighbourhoods. Enter your PIN code to
        see whether we reach you.
      </Lead>

      <Section aria-labelledby="check-heading">
        <CheckCard>
          <h2 id="check-heading">Do we deliver to you?</h2>
          <ZipCheckForm />
        </CheckCard>
      </Section>

      <Section aria-labelledby="areas-heading">
        <h2 id="areas-heading">Where we deliver</h2>
        <ColumnGrid $fill="300px" $gap={4}>
          {DELIVERY_AREAS.map((a) => (
            <AreaItem key={a.area}>
              <AreaCard>
                <h3>{a.area}</h3>
                <p>{a.description}</p>
                <Codes>
                  <span>PIN codes:</span>
                  {a.zipCodes.map((zip) => (
                    <Badge key={zip} $tone="neutral">
                      {zip}
                    </Badge>
                  ))}
                </Codes>
              </AreaCard>
            </AreaItem>
          ))}
        </ColumnGrid>
      </Section>

      <Section aria-labelledby="fee-heading">
        <h2 id="fee-heading">Delivery fee</h2>
        <Note>
          Every order carries a flat delivery fee of ₹40.00, added to your basket total at checkout. You pay on delivery,
          in cash or by UPI. Not in an area yet? <Link to="/contact">Write to us</Link> and tell us where you are; we add
          neighbourhoods as more local cooks join.
        </Note>
      </Section>
    </Page>
  );
}
