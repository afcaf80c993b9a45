import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { paths } from '@thali/contract';
import { DELIVERY_FEE } from '@thali/domain/fees';
import { Badge, Card, ColumnGrid, Lead, Page, PageTitle, useDocumentTitle } from '@thali/ui';
import { DELIVERY_AREAS } from '../../../shared/delivery-areas';
import { useT } from '../messages';
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
  const t = useT();
  useDocumentTitle(t('title'));
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>

      <Section aria-labelledby="check-heading">
        <CheckCard>
          <h2 id="check-heading">{t('check.heading')}</h2>
          <ZipCheckForm />
        </CheckCard>
      </Section>

      <Section aria-labelledby="areas-heading">
        <h2 id="areas-heading">{t('areas.heading')}</h2>
        <ColumnGrid $fill="300px" $gap={4}>
          {DELIVERY_AREAS.map((a) => (
            <AreaItem key={a.area}>
              <AreaCard>
                {/* the area's name as the list writes it (it is what addresses and kitchens store) */}
                <h3>{a.area}</h3>
                <p>{t(`area.${a.area}`)}</p>
                <Codes>
                  <span>{t('areas.pinCodes')}</span>
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
        <h2 id="fee-heading">{t('fee.heading')}</h2>
        <Note>
          {t.rich('fee.note', { contact: (text) => <Link to={paths.contact()}>{text}</Link> }, { fee: formatPrice(DELIVERY_FEE) })}
        </Note>
      </Section>
    </Page>
  );
}
