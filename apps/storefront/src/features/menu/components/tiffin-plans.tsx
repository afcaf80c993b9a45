import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { formatPrice } from '@thali/auth-cart';
import { type Plan } from '@thali/firebase-data';
import { perMealPrice } from '@thali/firebase-data/logic';
import { Button, ColumnGrid, DietMark } from '@thali/ui';
import { usePlanWords } from '@thali/ui/plan-words';
import { useT } from '../messages';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.375rem; margin: 0 0 0.25rem; }
`;

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PlanCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 { margin: 0; font-size: 1.125rem; overflow-wrap: anywhere; }
  p { margin: 0; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Price = styled.p`
  font-size: 1.125rem;
  font-weight: 700;
  span { font-size: 0.9375rem; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Seats = styled.p<{ $full: boolean }>`
  font-weight: 600;
  color: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.text)};
`;

/** The kitchen's active tiffin plans as cards with a Subscribe link; nothing while none are known. */
export function TiffinPlans({ plans, open }: { plans: Plan[]; open: boolean }) {
  const t = useT();
  const words = usePlanWords();
  if (plans.length === 0) return null;
  return (
    <Section aria-labelledby="tiffin-plans">
      <h2 id="tiffin-plans">{t('plans.title')}</h2>
      <Intro>{t('plans.intro')}</Intro>
      <ColumnGrid $fill="17rem" $gap={4}>
        {plans.map((plan) => {
          const full = plan.seatsTaken >= plan.capacity;
          return (
            <PlanCard key={plan.id} aria-labelledby={`plan-${plan.id}`}>
              <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
              {plan.description ? <Muted>{plan.description}</Muted> : null}
              <p>{words.mealsOn(plan.meals, plan.days)}</p>
              <p>
                <DietMark diet={plan.diet} />
              </p>
              <Price>
                {t.rich('plans.price', { muted: (text) => <span>{text}</span> }, { price: formatPrice(plan.price), perMeal: formatPrice(perMealPrice(plan)) })}
              </Price>
              <Seats $full={full}>{t('plans.seats', { left: Math.max(0, plan.capacity - plan.seatsTaken) })}</Seats>
              {open && !full ? (
                <Button as={Link} to={paths.subscribe({ plan: plan.id })}>
                  {t.rich('plans.subscribe', { hidden: (text) => <span className="visually-hidden">{text}</span> }, { plan: plan.name })}
                </Button>
              ) : null}
            </PlanCard>
          );
        })}
      </ColumnGrid>
    </Section>
  );
}
