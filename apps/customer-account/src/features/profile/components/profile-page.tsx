import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { getUserProfile, updateUserProfile, type UserProfile } from '@thali/firebase-data';
import { Badge, Button, Card, Input, Page, PageTitle, Spinner, useDocumentTitle } from '@thali/ui';
import { ErrorBox } from '../../../shared/components/messages';

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
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState<Draft>({ name: '', phone: '', address: '', cuisine: '' });
  const editButton = useRef<HTMLButtonElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!uid) return undefined;
    let live = true;
    getUserProfile(uid).then(
      (p) => live && setProfile(p),
      (e: Error) => live && setError(e.message || 'Failed to load profile'),
    );
    return () => {
      live = false;
    };
  }, [uid]);

  // Focus follows the mode: into the form on Edit, back to Edit Profile on Cancel or save.
  useEffect(() => {
    if (editing) nameField.current?.focus();
    else if (returnFocus.current) editButton.current?.focus();
  }, [editing]);

  const isProvider = profile ? profile.role === 'meal_provider' : sessionIsProvider;
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));

  const startEditing = () => {
    if (!profile) return;
    setDraft(draftOf(profile));
    setError('');
    setEditing(true);
  };
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!uid || saving) return;
    setSaving(true);
    setError('');
    try {
      const changes = { name: draft.name, phone: draft.phone, address: draft.address, ...(isProvider ? { cuisine: draft.cuisine } : {}) };
      setProfile(await updateUserProfile(uid, changes));
      stopEditing();
    } catch (e) {
      setError((e as Error)?.message || 'Failed to save profile');
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (!uid) {
    body = null;
  } else if (!profile) {
    body = error ? null : <Spinner label="Loading your profile" />;
  } else if (editing) {
    body = (
      <Panel as="form" onSubmit={onSave} aria-labelledby="edit-profile-heading" noValidate>
        <h2 id="edit-profile-heading" style={{ marginBottom: '1rem' }}>
          Edit Profile
        </h2>
        <Input ref={nameField} label="Name" name="name" autoComplete="name" value={draft.name} onChange={set('name')} />
        <Input label="Phone" name="phone" type="tel" autoComplete="tel" value={draft.phone} onChange={set('phone')} />
        <Input label="Address" name="address" autoComplete="street-address" value={draft.address} onChange={set('address')} />
        {isProvider ? <Input label="Cuisine" name="cuisine" value={draft.cuisine} onChange={set('cuisine')} /> : null}
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
      {error ? <ErrorBox>Error: {error}</ErrorBox> : null}
      {body}
    </Page>
  );
}
