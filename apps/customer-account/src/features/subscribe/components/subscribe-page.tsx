import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { formatPrice, useAuth } from '@thali/auth-cart';
import { subscribeToPlan, type Plan, type Provider } from '@thali/firebase-data';
import {
  PlanFullError, SubscriptionValidationError, dayOfIsoDate, isoDateOfDay, perMealPrice, startDayRange, validateSubscription,
  cleanPlace, DeliveryAreaError, placeProblemForKitchen, validatePlace,
} from '@thali/firebase-data/logic';
import { DELIVERY_DRAFT_TEXTS, placeDraftOf, useProfileAddress, type DeliveryProfile, type PlaceDraft } from '@thali/auth-cart/delivery';
import { AddressFields } from '@thali/ui/address-fields';
import { Alert, Button, Card, Page, PageTitle, Spinner, useDocumentTitle, plainMessage, formatTimeOfDay } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { formatDay, useTiffinWords } from '../../../shared/utils/tiffin-words';
import { useKitchen, usePlanLive } from '../hooks/use-subscribe-data';
import { useT } from '../messages';

const Summary = styled(Card).attrs({ as: 'section' })`
  margin-bottom: 1.5rem;
  max-width: 40rem;
  h2 { font-size: 1.25rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.25rem 0.75rem; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Form = styled.form`
  max-width: 40rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Draft extends PlaceDraft {
  startDay: string;
  customerName: string;
  phone: string;
}
const FIELD_ORDER: readonly (keyof Draft)[] = ['startDay', 'customerName', 'house', 'street', 'area', 'pin', 'landmark', 'phone'];

/** The form's problems as subscribeToPlan checks them: the start day, name, phone and the place's fields. */
function draftErrors(v: Draft) {
  const { startDay, customerName, phone } = v;
  return validateSubscription({ startDay: dayOfIsoDate(startDay), customerName, phone, place: v });
}

function Closed({ text, plan }: { text: string; plan?: Plan | null }) {
  const t = useT();
  return (
    <>
      <p>{text}</p>
      <p>
        {plan ? (
          <Link to={paths.menu({ providerId: plan.providerId })}>{t('subscribe.backToMenu')}</Link>
        ) : (
          <Link to={paths.providers()}>{t('subscribe.browseKitchens')}</Link>
        )}
      </p>
    </>
  );
}

function PlanSummary({ plan, kitchenName }: { plan: Plan; kitchenName: string }) {
  const t = useT();
  const words = useTiffinWords();
  return (
    <Summary aria-labelledby="plan-summary">
      <h2 id="plan-summary">{plan.name}</h2>
      {plan.description ? <p>{plan.description}</p> : null}
      <dl>
        <dt>{t('plan.kitchen')}</dt>
        <dd>{kitchenName}</dd>
        <dt>{t('plan.meals')}</dt>
        <dd>{words.mealsOn(plan.meals, plan.days)}</dd>
        <dt>{t('plan.diet')}</dt>
        <dd>{words.diet(plan.diet)}</dd>
        <dt>{t('plan.price')}</dt>
        <dd>{t('plan.priceValue', { month: formatPrice(plan.price), meal: formatPrice(perMealPrice(plan)) })}</dd>
        <dt>{t('plan.skipUntil')}</dt>
        <dd>{t('plan.cutoffs', { lunch: formatTimeOfDay(plan.lunchCutoff), dinner: formatTimeOfDay(plan.dinnerCutoff) })}</dd>
      </dl>
    </Summary>
  );
}

interface FormProps {
  plan: Plan;
  /** the plan's kitchen: its name and the areas it delivers to */
  kitchen: Pick<Provider, 'name' | 'deliversTo'>;
  uid: string;
  profile: DeliveryProfile | undefined;
  fallbackName: string;
  /** Told while a subscribe is under way: the seat it takes must not turn the page into "full" under the form. */
  onBusy: (busy: boolean) => void;
}

function SubscribeForm({ plan, kitchen, uid, profile, fallbackName, onBusy }: FormProps) {
  const t = useT();
  const navigate = useNavigate();
  const { first, last } = startDayRange();
  // issue 40: the profile's place, or its old one-line address to complete
  const { draft, incomplete } = placeDraftOf(profile);
  const form = useForm<Draft>({
    initialValues: {
      startDay: isoDateOfDay(first),
      customerName: profile?.name || fallbackName,
      ...draft,
      phone: profile?.phone ?? '',
    },
    validate: draftErrors,
    fieldOrder: FIELD_ORDER,
    afterEdit: 'clear-field',
    onSubmit: async (v, { setFormError, showErrors, signal }) => {
      const place = cleanPlace(v);
      // a kitchen that does not deliver there is said before anything is sent, in the rules' words
      const problem = placeProblemForKitchen(place, kitchen);
      if (problem) {
        setFormError(problem);
        return;
      }
      onBusy(true);
      try {
        await subscribeToPlan(uid, {
          planId: plan.id, startDay: dayOfIsoDate(v.startDay), place, customerName: v.customerName.trim(), phone: v.phone.trim(),
        });
        if (!signal.aborted) navigate(paths.tiffins());
      } catch (e) {
        onBusy(false);
        if (e instanceof SubscriptionValidationError) showErrors(e.errors);
        else if (e instanceof PlanFullError) setFormError(t('subscribe.full'));
        else if (e instanceof DeliveryAreaError) setFormError(e.message);
        else setFormError(plainMessage(e, t('form.failed')));
      }
    },
  });
  const placeOk = Object.keys(validatePlace(form.values)).length === 0;
  const areaProblem = placeOk ? placeProblemForKitchen(cleanPlace(form.values), kitchen) : '';

  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-labelledby="subscribe-form">
      <h2 id="subscribe-form">{t('form.title')}</h2>
      <Input
        label={t('form.startDay')}
        type="date"
        min={isoDateOfDay(first)}
        max={isoDateOfDay(last)}
        hint={t('form.startDayHint', { first: formatDay(first), last: formatDay(last) })}
        {...form.field('startDay')}
      />
      <Input label={t('form.name')} autoComplete="name" {...form.field('customerName')} />
      <AddressFields field={form.field} disabled={form.submitting} note={incomplete ? DELIVERY_DRAFT_TEXTS.complete(profile?.address ?? '') : t('subscribe.addressSaved')} />
      {areaProblem && !form.formError ? <Alert tone="warning">{areaProblem}</Alert> : null}
      <Input label={t('form.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
      <p>{t('subscribe.payment')}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </Form>
  );
}

export function SubscribePage() {
  const t = useT();
  useDocumentTitle(t('subscribe.documentTitle'));
  const [params] = useSearchParams();
  const planId = params.get('plan') ?? '';
  const { user, status } = useAuth();
  const planResult = usePlanLive(planId);
  const plan = planResult.data;
  const kitchen = useKitchen(plan?.providerId);
  const profile = useProfileAddress(planId ? user?.uid : undefined);
  const [busy, setBusy] = useState(false);

  let body;
  if (!planId) body = <Closed text={t('subscribe.noPlan')} />;
  else if (planResult.error) body = <Alert>{plainMessage(planResult.error, t('subscribe.loadFailed'))}</Alert>;
  else if (status === 'loading' || planResult.status === 'pending' || (plan && kitchen.status === 'pending') || (user && profile.status === 'pending')) {
    body = <Spinner label={t('subscribe.loading')} />;
  } else if (!plan) body = <Closed text={t('subscribe.notFound')} />;
  else if (!user) {
    body = (
      <Muted>{t.rich('subscribe.logIn', { login: (text) => <Link to="/login">{text}</Link> })}</Muted>
    );
  } else {
    const approved = kitchen.data?.approved === true;
    const closed = plan.status !== 'active' ? t('subscribe.retired') : !approved ? t('subscribe.notApproved') : '';
    const full = plan.seatsTaken >= plan.capacity && !busy;
    body = (
      <>
        <PlanSummary plan={plan} kitchenName={kitchen.data?.name ?? ''} />
        {closed && !busy ? (
          <Closed text={closed} plan={plan} />
        ) : full ? (
          <>
            <Alert tone="warning">{t('subscribe.full')}</Alert>
            <p>
              <Link to={paths.menu({ providerId: plan.providerId })}>{t('subscribe.backToMenu')}</Link>
            </p>
          </>
        ) : (
          <SubscribeForm plan={plan} kitchen={{ name: kitchen.data?.name ?? '', deliversTo: kitchen.data?.deliversTo ?? [] }} uid={user.uid}
            profile={profile.data} fallbackName={user.displayName ?? ''} onBusy={setBusy} />
        )}
      </>
    );
  }

  return (
    <Page>
      <PageTitle>{t('subscribe.title')}</PageTitle>
      {body}
    </Page>
  );
}
