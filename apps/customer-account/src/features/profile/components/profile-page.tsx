import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { imageSrc } from '@thali/firebase-data/image-src';
import { useAuth } from '@thali/auth-cart';
import { updateUserProfile, type UserProfile } from '@thali/firebase-data';
import { parsePhone } from '@thali/domain/phones';
import { customerMobile, DELIVERY_MESSAGES, isImageUrl, MENU_ITEM_MESSAGES } from '@thali/firebase-data/logic';
import {
  Alert, Badge, Button, Card, Page, PageTitle, Spinner, useDocumentTitle,
  pictureSurface, plainMessage,
} from '@thali/ui';
import { ImagePreview, INVALID_IMAGE, useBrokenImages, useDebouncedValue } from '@thali/ui/image-preview';
import { Input, MobileInput, useForm } from '@thali/ui/form';
import { useUserProfile } from '../hooks/use-user-profile';

export const PROFILE_TEXTS = {
  notProvided: 'Not provided', notSpecified: 'Not specified',
  /** a kitchen's name field: an approved kitchen's new name waits for Thali (issue 36) */
  nameHint: 'Once your kitchen is approved, a new name shows after Thali approves it',
  /** a kitchen's phone: customers call it (and message a mobile on WhatsApp) from their orders */
  kitchenPhoneHint: 'A mobile number, or a landline with its STD code (0712 2345678). Customers call it about their orders.',
  kitchenPhoneInvalid: 'Please enter a 10-digit mobile number or a landline with its STD code, such as 0712 2345678.',
  mobileHint: '10 digits, starting with 6, 7, 8 or 9 (+91 is added for you). Kitchens call or message you on it about your orders.',
} as const;

/**
 * What is wrong with the phone as typed: a customer's must be an Indian mobile (the rules store +91 and 10 digits); a
 * kitchen may give a landline with its STD code. Empty is allowed here (a customer is asked at the first order).
 */
export function phoneError(phone: string, isProvider: boolean): string | undefined {
  if (!phone.trim()) return undefined;
  if (isProvider) return parsePhone(phone) ? undefined : PROFILE_TEXTS.kitchenPhoneInvalid;
  return customerMobile(phone) ? undefined : DELIVERY_MESSAGES.phoneInvalid;
}

/** A stored phone as people read it ("+91 98765 43210", "0712 2345678"); as stored when it is no number we read. */
const phoneShown = (phone: string | undefined) => parsePhone(phone ?? '')?.display ?? phone;
/** What a kitchen's profile says while its new name waits for approval. */
export const nameRequestText = (name: string) => `Name change to ${name} awaiting approval`;

const Pending = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Panel = styled(Card)`
  max-width: 40rem;
  dl { display: grid; grid-template-columns: minmax(6rem, auto) 1fr; gap: 0.75rem 1.25rem; margin: 1.25rem 0; }
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
  h2 { margin: 0; font-size: 1.375rem; }
  dd img { display: block; width: 100%; max-width: 240px; height: auto; aspect-ratio: 3 / 2; object-fit: cover; border-radius: ${({ theme }) => theme.radius.md}; ${pictureSurface} }
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
  /** a kitchen's picture (kitchens only) */
  image: string;
}

// a customer types the 10 digits after the +91 the box shows
const draftOf = (p: UserProfile, isProvider: boolean): Draft => ({ name: p.name ?? '', phone: isProvider ? (p.phone ?? '') : (p.phone ?? '').replace(/^\+91/, ''), address: p.address ?? '', cuisine: p.cuisine ?? '', image: p.image ?? '' });
const FIELD_ORDER: Array<keyof Draft> = ['name', 'phone', 'address', 'cuisine', 'image'];

/** What the picture preview may load: an address the rules accept (an https URL or a site path); null otherwise. */
const pictureSource = (raw: string) => (raw.trim() && isImageUrl(raw.trim()) ? imageSrc(raw.trim()) : null);

/**
 * A kitchen picture is optional; when given it must be an address the rules accept, and one whose preview failed to
 * load is refused with the preview's words (the listing would show a blank picture).
 */
export function pictureError(image: string, brokenImages: ReadonlySet<string>): string | undefined {
  const value = image.trim();
  if (!value) return undefined;
  if (!isImageUrl(value)) return MENU_ITEM_MESSAGES.imageUrlInvalid;
  return brokenImages.has(value) ? INVALID_IMAGE : undefined;
}
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
  const { brokenImages, imageFailed } = useBrokenImages();
  const form = useForm<Draft>({
    initialValues: { name: '', phone: '', address: '', cuisine: '', image: '' },
    validate: (draft) => {
      const image = isProvider ? pictureError(draft.image, brokenImages) : undefined;
      const phone = phoneError(draft.phone, isProvider);
      return { ...(phone ? { phone } : {}), ...(image ? { image } : {}) };
    },
    fieldOrder: FIELD_ORDER,
    onSubmit: async (draft, { setFormError }) => {
      if (!uid) return;
      try {
        // a customer's mobile is stored as +91XXXXXXXXXX, the form the rules accept
        const phone = !isProvider && draft.phone.trim() ? (customerMobile(draft.phone) ?? draft.phone) : draft.phone;
        const changes = { name: draft.name, phone, address: draft.address, ...(isProvider ? { cuisine: draft.cuisine, image: draft.image } : {}) };
        setProfile(await updateUserProfile(uid, changes));
        stopEditing();
      } catch (e) {
        setFormError(plainMessage(e, 'Failed to save profile'));
      }
    },
  });
  const saving = form.submitting;
  const previewUrl = useDebouncedValue(form.values.image, 300);
  const error = loadError || form.formError;
  const focusField = form.focus;

  // Focus follows the mode: into the form on Edit, back to Edit Profile on Cancel or save.
  useEffect(() => {
    if (editing) focusField('name');
    else if (returnFocus.current) editButton.current?.focus();
  }, [editing, focusField]);

  const startEditing = () => {
    if (!profile) return;
    form.reset(draftOf(profile, isProvider));
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
        <Input label="Name" autoComplete="name" {...(isProvider ? { hint: PROFILE_TEXTS.nameHint } : {})} {...form.field('name')} />
        {isProvider ? (
          <Input label="Phone" type="tel" autoComplete="tel" hint={PROFILE_TEXTS.kitchenPhoneHint} {...form.field('phone')} />
        ) : (
          <MobileInput hint={PROFILE_TEXTS.mobileHint} {...form.field('phone')} />
        )}
        <Input label="Address" autoComplete="street-address" {...form.field('address')} />
        {isProvider ? (
          <>
            <Input label="Cuisine" {...form.field('cuisine')} />
            <Input
              label="Kitchen picture"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="/images/kitchen.svg or https://…"
              hint="Optional. An https:// address or a site path; shown on your listing"
              {...form.field('image')}
            />
            <ImagePreview url={previewUrl} src={pictureSource(previewUrl)} alt="Preview of your kitchen picture" emptyText="No picture: your listing shows a placeholder"
              onFailed={imageFailed} />
          </>
        ) : null}
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
          <dd>
            {shown(profile.name, PROFILE_TEXTS.notProvided)}
            {isProvider && profile.nameRequest ? <Pending>{nameRequestText(profile.nameRequest)}</Pending> : null}
          </dd>
          <dt>Email</dt>
          <dd>{profile.email || user?.email}</dd>
          <dt>{isProvider ? 'Phone' : 'Mobile number'}</dt>
          <dd>{shown(phoneShown(profile.phone), PROFILE_TEXTS.notProvided)}</dd>
          <dt>Address</dt>
          <dd>{shown(profile.address, PROFILE_TEXTS.notProvided)}</dd>
          {isProvider ? (
            <>
              <dt>Cuisine</dt>
              <dd>{shown(profile.cuisine, PROFILE_TEXTS.notSpecified)}</dd>
              <dt>Kitchen picture</dt>
              <dd>{profile.image ? <img src={imageSrc(profile.image)} alt={`Kitchen picture of ${profile.name}`} width={240} height={160} /> : PROFILE_TEXTS.notProvided}</dd>
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
