import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { formatPrice, useAuth } from '@thali/auth-cart';
import { subscribeToPlan, type Plan, type Provider } from '@thali/firebase-data';
import {
  PlanFullError, SubscriptionValidationError, dayOfIsoDate, isoDateOfDay, perMealPrice, startDayRange, validateSubscription, DIET_LABELS, PLAN_MEAL_LABELS, daysInWords,
  cleanPlace, DeliveryAreaError, placeProblemForKitchen, validatePlace,
} from '@thali/firebase-data/logic';
import { DELIVERY_DRAFT_TEXTS, placeDraftOf, useProfileAddress, type DeliveryProfile, type PlaceDraft } from '@thali/auth-cart/delivery';
import { AddressFields } from '@thali/ui/address-fields';
import { Alert, Button, Card, Page, PageTitle, Spinner, useDocumentTitle, plainMessage, formatTimeOfDay } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { formatDay } from '../../../shared/utils/tiffin-words';
import { useKitchen, usePlanLive } from '../hooks/use-subscribe-data';

export const SUBSCRIBE_TEXTS = {
  payment: 'You pay the kitchen directly each month, in cash or by UPI on delivery. Thali takes no online payment.',
  full: 'This plan is full.',
  noPlan: 'Choose a tiffin plan on a kitchen’s menu page to subscribe.',
  notFound: 'This plan could not be found.',
  retired: 'This plan is no longer offered.',
  notApproved: 'This kitchen is not taking subscribers yet.',
  addressSaved: 'Your meals come here; it is saved to your profile for next time.',
} as const;

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

/** The form's problems: the start day, name and phone as subscribeToPlan checks them, and the place's fields. */
function draftErrors(v: Draft) {
  const { startDay, customerName, phone } = v;
  return { ...validateSubscription({ startDay: dayOfIsoDate(startDay), customerName, phone, place: v }), ...validatePlace(v) };
}

function Closed({ text, plan }: { text: string; plan?: Plan | null }) {
  return (
    <>
      <p>{text}</p>
      <p>
        {plan ? (
          <Link to={paths.menu({ providerId: plan.providerId })}>Back to the kitchen’s menu</Link>
        ) : (
          <Link to={paths.providers()}>Browse kitchens</Link>
        )}
      </p>
    </>
  );
}

function PlanSummary({ plan, kitchenName }: { plan: Plan; kitchenName: string }) {
  return (
    <Summary aria-labelledby="plan-summary">
      <h2 id="plan-summary">{plan.name}</h2>
      {plan.description ? <p>{plan.description}</p> : null}
      <dl>
        <dt>Kitchen</dt>
        <dd>{kitchenName}</dd>
        <dt>Meals</dt>
        <dd>
          {PLAN_MEAL_LABELS[plan.meals]}, {daysInWords(plan.days)}
        </dd>
        <dt>Diet</dt>
        <dd>{DIET_LABELS[plan.diet]}</dd>
        <dt>Price</dt>
        <dd>
          {formatPrice(plan.price)} a month ({formatPrice(perMealPrice(plan))} a meal)
        </dd>
        <dt>Skip until</dt>
        <dd>
          lunch {formatTimeOfDay(plan.lunchCutoff)}, dinner {formatTimeOfDay(plan.dinnerCutoff)} on the day
        </dd>
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
        else if (e instanceof PlanFullError) setFormError(SUBSCRIBE_TEXTS.full);
        else if (e instanceof DeliveryAreaError) setFormError(e.message);
        else setFormError(plainMessage(e, 'Could not subscribe. Please try again.'));
      }
    },
  });
  const placeOk = Object.keys(validatePlace(form.values)).length === 0;
  const areaProblem = placeOk ? placeProblemForKitchen(cleanPlace(form.values), kitchen) : '';

  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-labelledby="subscribe-form">
      <h2 id="subscribe-form">Your details</h2>
      <Input
        label="Start date"
        type="date"
        min={isoDateOfDay(first)}
        max={isoDateOfDay(last)}
        hint={`From ${formatDay(first)} to ${formatDay(last)}`}
        {...form.field('startDay')}
      />
      <Input label="Name" autoComplete="name" {...form.field('customerName')} />
      <AddressFields field={form.field} disabled={form.submitting} note={incomplete ? DELIVERY_DRAFT_TEXTS.complete(profile?.address ?? '') : SUBSCRIBE_TEXTS.addressSaved} />
      {areaProblem && !form.formError ? <Alert tone="warning">{areaProblem}</Alert> : null}
      <Input label="Phone (optional)" type="tel" autoComplete="tel" {...form.field('phone')} />
      <p>{SUBSCRIBE_TEXTS.payment}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Subscribing…' : 'Confirm subscription'}
      </Button>
    </Form>
  );
}

export function SubscribePage() {
  useDocumentTitle('Subscribe');
  const [params] = useSearchParams();
  const planId = params.get('plan') ?? '';
  const { user, status } = useAuth();
  const planResult = usePlanLive(planId);
  const plan = planResult.data;
  const kitchen = useKitchen(plan?.providerId);
  const profile = useProfileAddress(planId ? user?.uid : undefined);
  const [busy, setBusy] = useState(false);

  let body;
  if (!planId) body = <Closed text={SUBSCRIBE_TEXTS.noPlan} />;
  else if (planResult.error) body = <Alert>{plainMessage(planResult.error, 'Failed to load the plan. Please try again.')}</Alert>;
  else if (status === 'loading' || planResult.status === 'pending' || (plan && kitchen.status === 'pending') || (user && profile.status === 'pending')) {
    body = <Spinner label="Loading the plan" />;
  } else if (!plan) body = <Closed text={SUBSCRIBE_TEXTS.notFound} />;
  else if (!user) {
    body = (
      <Muted>
        Please <Link to="/login">log in</Link> to subscribe.
      </Muted>
    );
  } else {
    const approved = kitchen.data?.approved === true;
    const closed = plan.status !== 'active' ? SUBSCRIBE_TEXTS.retired : !approved ? SUBSCRIBE_TEXTS.notApproved : '';
    const full = plan.seatsTaken >= plan.capacity && !busy;
    body = (
      <>
        <PlanSummary plan={plan} kitchenName={kitchen.data?.name ?? ''} />
        {closed && !busy ? (
          <Closed text={closed} plan={plan} />
        ) : full ? (
          <>
            <Alert tone="warning">{SUBSCRIBE_TEXTS.full}</Alert>
            <p>
              <Link to={paths.menu({ providerId: plan.providerId })}>Back to the kitchen’s menu</Link>
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
      <PageTitle>Subscribe to a tiffin plan</PageTitle>
      {body}
    </Page>
  );
}
