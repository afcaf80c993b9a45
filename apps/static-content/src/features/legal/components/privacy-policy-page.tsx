import { SESSION_COOKIE } from '@thali/render/session';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  { id: 'who-we-are', title: 'privacy.who-we-are.title', body: ['privacy.who-we-are.p1'] },
  {
    id: 'what-we-collect',
    title: 'privacy.what-we-collect.title',
    body: [
      ['privacy.what-we-collect.item1', 'privacy.what-we-collect.item2', 'privacy.what-we-collect.item3', 'privacy.what-we-collect.item4'],
      'privacy.what-we-collect.p1',
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'privacy.how-we-use-it.title',
    body: [
      [
        'privacy.how-we-use-it.item1',
        'privacy.how-we-use-it.item2',
        'privacy.how-we-use-it.item3',
        'privacy.how-we-use-it.item4',
        'privacy.how-we-use-it.item5',
      ],
    ],
  },
  { id: 'where-it-is-kept', title: 'privacy.where-it-is-kept.title', body: ['privacy.where-it-is-kept.p1'] },
  { id: 'who-can-see-it', title: 'privacy.who-can-see-it.title', body: ['privacy.who-can-see-it.p1', 'privacy.who-can-see-it.p2'] },
  { id: 'on-your-device', title: 'privacy.on-your-device.title', body: ['privacy.on-your-device.p1'] },
  { id: 'retention', title: 'privacy.retention.title', body: ['privacy.retention.p1'] },
  { id: 'your-rights', title: 'privacy.your-rights.title', body: ['privacy.your-rights.p1'] },
  { id: 'children', title: 'privacy.children.title', body: ['privacy.children.p1'] },
  { id: 'changes', title: 'privacy.changes.title', body: ['privacy.changes.p1'] },
  { id: 'contact', title: 'privacy.contact.title', body: ['privacy.contact.p1'] },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="privacy.title"
      updated="2026-11-27"
      intro="privacy.intro"
      sections={SECTIONS}
      values={{ cookie: SESSION_COOKIE }}
    />
  );
}
