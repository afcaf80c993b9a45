import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useAuth } from '@thali/auth-cart';
import { paths, ROUTES } from '@thali/contract';
import { updateUserProfile, type UserProfile } from '@thali/firebase-data';
import { parsePhone } from '@thali/domain/phones';
import { cleanPlace, customerMobile, placeLine, validatePlace } from '@thali/firebase-data/logic';
import { placeDraftOf, type PlaceDraft } from '@thali/auth-cart/delivery';
import { AddressFields } from '@thali/ui/address-fields';
import { Alert, Badge, Button, Card, Page, PageTitle, Spinner, useDocumentTitle, plainMessage } from '@thali/ui';
import { Input, MobileInput, useForm } from '@thali/ui/form';
import { dataSentence } from '@thali/ui/data-message';
import { useUserProfile } from '../hooks/use-user-profile';
import { t, useT } from '../messages';
import { SignInNumber } from './sign-in-number';

/**
 * What is wrong with the mobile as typed: an Indian mobile (the rules store +91 and 10 digits). Empty is allowed here
 * (a customer is asked at the first order).
 */
export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return undefined;
  return customerMobile(phone) ? undefined : t('profile.mobileInvalid');
}

/** Where a kitchen edits its details: its dashboard's Kitchen profile section (the dashboard where there is none). */
const KITCHEN_PROFILE = ROUTES.find((route) => route.path === '/provider-dashboard/kitchen')?.path ?? paths.dashboard();

/** A stored phone as people read it ("+91 98765 43210"); as stored when it is no number we read. */
const phoneShown = (phone: string | undefined) => parsePhone(phone ?? '')?.display ?? phone;

const Panel = styled(Card)`
  max-width: 40rem;
  dl { display: grid; grid-template-columns: minmax(6rem, auto) 1fr; gap: 0.75rem 1.25rem; margin: 1.25rem 0; }
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
  h2 { margin: 0; font-size: 1.375rem; }
`;

const Landmark = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

interface Draft extends PlaceDraft {
  name: string;
  phone: string;
}

// a customer types the 10 digits after the +91 the box shows; the place's fields from its place, or its old one line
const draftOf = (p: UserProfile): Draft => ({ name: p.name ?? '', phone: (p.phone ?? '').replace(/^\+91/, ''), ...placeDraftOf(p).draft });
const FIELD_ORDER: Array<keyof Draft> = ['name', 'phone', 'house', 'street', 'area', 'pin', 'landmark'];
const PLACE_KEYS = ['house', 'street', 'area', 'pin', 'landmark'] as const;
/** The profile's address is optional: all its fields empty is no address; any one given asks for the whole place. */
const placeGiven = (draft: Draft) => PLACE_KEYS.some((k) => draft[k].trim() !== '');
const shown = (value: string | undefined, empty: string) => (value && value.trim() ? value : empty);

export function ProfilePage() {
  const tr = useT();
  useDocumentTitle(tr('profile.title'));
  const { user, isProvider: sessionIsProvider } = useAuth();
  const uid = user?.uid;
  const read = useUserProfile(uid);
  // What a save answered with stands in for what was read.
  const [saved, setProfile] = useState<UserProfile | null>(null);
  const profile = saved ?? read.data ?? null;
  const loadError = read.error ? dataSentence(read.error, tr('profile.loadFailed')) : '';
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const isProvider = profile ? profile.role === 'meal_provider' : sessionIsProvider;

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const form = useForm<Draft>({
    initialValues: { name: '', phone: '', house: '', street: '', area: '', pin: '', landmark: '' },
    validate: (draft) => {
      const phone = phoneError(draft.phone);
      return { ...(phone ? { phone } : {}), ...(placeGiven(draft) ? validatePlace(draft) : {}) };
    },
    fieldOrder: FIELD_ORDER,
    onSubmit: async (draft, { setFormError }) => {
      if (!uid) return;
      try {
        // a customer's mobile is stored as +91XXXXXXXXXX, the form the rules accept
        const phone = draft.phone.trim() ? (customerMobile(draft.phone) ?? draft.phone) : draft.phone;
        // issue 40: the place (its one line goes to `address` with it); no place given leaves the stored one as it is
        setProfile(await updateUserProfile(uid, { name: draft.name, phone, ...(placeGiven(draft) ? { place: cleanPlace(draft) } : {}) }));
        stopEditing();
      } catch (e) {
        setFormError(plainMessage(e, tr('profile.saveFailed')));
      }
    },
  });
  const saving = form.submitting;
  const error = loadError || form.formError;
  const focusField = form.focus;

  // Focus follows the mode: into the form on Edit, back to Edit Profile on Cancel or save.
  useEffect(() => {
    if (editing) focusField('name');
    else if (returnFocus.current) editButton.current?.focus();
  }, [editing, focusField]);

  const startEditing = () => {
    if (!profile) return;
    form.reset(draftOf(profile));
    form.setFormError(null);
    setEditing(true);
  };

  let body;
  if (!uid) {
    body = null;
  } else if (!profile) {
    body = error ? null : <Spinner label={tr('profile.loading')} />;
  } else if (editing) {
    body = (
      <Panel as="form" onSubmit={form.handleSubmit} aria-labelledby="edit-profile-heading" noValidate>
        <h2 id="edit-profile-heading" style={{ marginBottom: '1rem' }}>
          {tr('profile.edit')}
        </h2>
        <Input label={tr('profile.name')} autoComplete="name" {...form.field('name')} />
        <MobileInput label={tr('profile.mobile')} hint={tr('profile.mobileHint')} {...form.field('phone')} />
        <AddressFields field={form.field} disabled={saving} legend={tr('profile.address')} note={tr('profile.addressNote')} />
        <Buttons>
          <Button type="submit" disabled={saving}>
            {saving ? tr('profile.saving') : tr('profile.save')}
          </Button>
          <Button type="button" $variant="secondary" disabled={saving} onClick={stopEditing}>
            {tr('profile.cancel')}
          </Button>
        </Buttons>
      </Panel>
    );
  } else {
    // issue 39: a kitchen's account is the person signed in; its kitchen's details are edited in its dashboard (a
    // save here would rename the kitchen)
    body = (
      <Panel as="section" aria-labelledby="profile-name">
        <header>
          <h2 id="profile-name">{profile.name}</h2>
          <Badge $tone="primary">{isProvider ? tr('profile.roleProvider') : tr('profile.roleCustomer')}</Badge>
        </header>
        <dl>
          <dt>{tr('profile.name')}</dt>
          <dd>{shown(profile.name, tr('profile.notProvided'))}</dd>
          <dt>{tr('profile.email')}</dt>
          <dd>{shown(profile.email || user?.email || '', tr('profile.notProvided'))}</dd>
          {isProvider ? null : (
            <>
              <dt>{tr('profile.mobile')}</dt>
              <dd>{shown(phoneShown(profile.phone), tr('profile.notProvided'))}</dd>
              <dt>{tr('profile.address')}</dt>
              <dd>
                {profile.place ? placeLine(profile.place) : shown(profile.address, tr('profile.notProvided'))}
                {profile.place?.landmark ? <Landmark>{profile.place.landmark}</Landmark> : null}
              </dd>
            </>
          )}
        </dl>
        {!isProvider && !profile.place && profile.address?.trim() ? <p>{tr('profile.incomplete')}</p> : null}
        {isProvider ? (
          <p>
            {tr('profile.kitchenDetails')} <Link to={KITCHEN_PROFILE}>{tr('profile.kitchenLink')}</Link>
          </p>
        ) : (
          <Button ref={editButton} type="button" onClick={startEditing}>
            {tr('profile.edit')}
          </Button>
        )}
      </Panel>
    );
  }

  return (
    <Page>
      <PageTitle>{tr('profile.title')}</PageTitle>
      {error ? <Alert>{tr('profile.error', { error })}</Alert> : null}
      {body}
      {/* issue 44: the number the account signs in with, verified by SMS */}
      {profile && !editing ? <SignInNumber profile={profile} onSaved={setProfile} /> : null}
    </Page>
  );
}
