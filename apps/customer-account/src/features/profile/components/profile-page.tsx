import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { updateUserProfile, type UserProfile } from '@thali/firebase-data';
import { Alert, Badge, Button, Card, Page, PageTitle, Spinner, useDocumentTitle, plainMessage } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { useUserProfile } from '../hooks/use-user-profile';

export const PROFILE_TEXTS = { notProvided: 'Not provided', notSpecified: 'Not specified' } as const;

const Panel = styled(Card)`
  max-width: 40rem;
  dl { display: grid; grid-template-columns: minmax(6rem, auto) 1fr; gap: 0.75rem 1.25rem; margin: 1.25rem 0; }
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
  h2 { margin: 0; font-size: 1.375rem; }
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

interface Draft {
  name: string;
  phone: string;
  address: string;
  cuisine: string;
}

const draftOf = (p: UserProfile): Draft => ({ name: p.name ?? '', phone: p.phone ?? '', address: p.address ?? '', cuisine: p.cuisine ?? '' });
const shown = (value: string | undefined, empty: string) => (value && value.trim() ? value : empty);

export function ProfilePage() {
  useDocumentTitle('My Profile');
  const { user, isProvider: sessionIsProvider } = useAuth();
  const uid = user?.uid;
  const read = useUserProfile(uid);
  // What a save answered with stands in for what was read.
  const [saved, setProfile] = useState<UserProfile | null>(null);
  const profile = saved ?? read.data ?? null;
  const loadError = read.error ? plainMessage(read.error, 'Failed to load profile') : '';
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const isProvider = profile ? profile.role === 'meal_provider' : sessionIsProvider;

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const form = useForm<Draft>({
    initialValues: { name: '', phone: '', address: '', cuisine: '' },
    onSubmit: async (draft, { setFormError }) => {
      if (!uid) return;
      try {
        const changes = { name: draft.name, phone: draft.phone, address: draft.address, ...(isProvider ? { cuisine: draft.cuisine } : {}) };
        setProfile(await updateUserProfile(uid, changes));
        stopEditing();
      } catch (e) {
        setFormError(plainMessage(e, 'Failed to save profile'));
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
    body = error ? null : <Spinner label="Loading your profile" />;
  } else if (editing) {
    body = (
      <Panel as="form" onSubmit={form.handleSubmit} aria-labelledby="edit-profile-heading" noValidate>
        <h2 id="edit-profile-heading" style={{ marginBottom: '1rem' }}>
          Edit Profile
        </h2>
        <Input label="Name" autoComplete="name" {...form.field('name')} />
        <Input label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        <Input label="Address" autoComplete="street-address" {...form.field('address')} />
        {isProvider ? <Input label="Cuisine" {...form.field('cuisine')} /> : null}
        <Buttons>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button type="button" $variant="secondary" disabled={saving} onClick={stopEditing}>
            Cancel
          </Button>
        </Buttons>
      </Panel>
    );
  } else {
    body = (
      <Panel as="section" aria-labelledby="profile-name">
        <header>
          <h2 id="profile-name">{profile.name}</h2>
          <Badge $tone="primary">{isProvider ? 'Meal Provider' : 'Customer'}</Badge>
        </header>
        <dl>
          <dt>Name</dt>
          <dd>{shown(profile.name, PROFILE_TEXTS.notProvided)}</dd>
          <dt>Email</dt>
          <dd>{profile.email || user?.email}</dd>
          <dt>Phone</dt>
          <dd>{shown(profile.phone, PROFILE_TEXTS.notProvided)}</dd>
          <dt>Address</dt>
          <dd>{shown(profile.address, PROFILE_TEXTS.notProvided)}</dd>
          {isProvider ? (
            <>
              <dt>Cuisine</dt>
              <dd>{shown(profile.cuisine, PROFILE_TEXTS.notSpecified)}</dd>
            </>
          ) : null}
        </dl>
        <Button ref={editButton} type="button" onClick={startEditing}>
          Edit Profile
        </Button>
      </Panel>
    );
  }

  return (
    <Page>
      <PageTitle>My Profile</PageTitle>
      {error ? <Alert>Error: {error}</Alert> : null}
      {body}
    </Page>
  );
}
