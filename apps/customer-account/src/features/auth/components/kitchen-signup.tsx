// What "Provide Meals" adds to signup (issue 39): the kitchen's fields and their checks. Their lists (Nagpur's areas,
// the cuisines) and checks are code only a cook signing up needs, so signup-page.tsx fetches this module when the
// reader picks "Provide Meals" (or reaches its choice), not with every signup page's first load (8 KB gzip).
import styled from 'styled-components';
import { kitchenDetailsErrors } from '@thali/firebase-data/logic';
import { KitchenDetailsFields, type KitchenDetailsFieldName } from '@thali/ui/kitchen-details';
import type { useForm } from '@thali/ui/form';
import { kitchenOf, type KitchenSignupField, type SignupValues } from '../utils/validate-signup';
import { useT } from '../messages';

const Kitchen = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

/** The kitchen's details' messages, under signup's field names (its name is `kitchenName` beside the person's). */
export function kitchenSignupErrors(values: SignupValues): Partial<Record<KitchenSignupField, string>> {
  const { name: kitchenName, ...kitchen } = kitchenDetailsErrors(kitchenOf(values));
  return { ...(kitchenName ? { kitchenName } : {}), ...kitchen };
}

type SignupForm = ReturnType<typeof useForm<SignupValues, never>>;

/** "Your kitchen": the same fields as the dashboard's Kitchen profile. */
export function KitchenSignupFields({ form }: { form: Pick<SignupForm, 'field' | 'values'> }) {
  const t = useT();
  const field = (name: KitchenDetailsFieldName) => form.field(name === 'name' ? 'kitchenName' : name);
  return (
    <Kitchen>
      <legend>{t('signup.kitchenLegend')}</legend>
      <KitchenDetailsFields field={field} cuisine={form.values.cuisine} />
    </Kitchen>
  );
}
