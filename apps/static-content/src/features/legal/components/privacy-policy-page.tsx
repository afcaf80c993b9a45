import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Thali is an online marketplace, based in Nagpur, Maharashtra, that connects customers with home chefs, messes and
        tiffin services. This policy explains what personal data we collect when you use Thali, why, where it is kept and
        the choices you have.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, password (held only by our sign-in service, never
            readable by us), and whether you are a customer or a meal provider.
          </li>
          <li>
            <strong>Profile details you choose to add:</strong> phone number and address; providers may also add their
            cuisine and a picture.
          </li>
          <li>
            <strong>Your basket and orders:</strong> the dishes, quantities, prices, provider, status and the times orders
            were placed and updated.
          </li>
          <li>
            <strong>Provider data:</strong> menu items and order statistics such as totals and revenue.
          </li>
        </ul>
        <p>
          We do not collect card or bank details: you pay on delivery, in cash or by UPI, directly. We do not use
          advertising trackers.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>To create your account and keep you signed in.</li>
        <li>To keep your basket, place your orders and show you their status under My Orders.</li>
        <li>To let the provider you order from prepare and deliver your food.</li>
        <li>To answer your messages and resolve problems with orders.</li>
        <li>To keep Thali safe, for example by disabling accounts that misuse it.</li>
      </ul>
    ),
  },
  {
    id: 'where-it-is-kept',
    title: 'Where your data is kept',
    body: (
      <p>
        Thali runs on Google Firebase. Sign-in is handled by Firebase Authentication, and your profile, basket, orders and
        menus are stored in the Firebase Realtime Database. Google processes this data on our behalf and may store it on
        servers outside India. Security rules restrict access, so that your account details and basket can be read and changed only by you.
      </p>
    ),
  },
  {
    id: 'who-can-see-it',
    title: 'Who can see it',
    body: (
      <>
        <p>
          The provider you order from sees the orders placed with them. Menus and the business details providers publish
          (such as name, cuisine, address, phone and picture) are public, so that customers can choose where to order. A small Thali team can access
          data to support you and run the service.
        </p>
        <p>We do not sell your personal data, and we share it with no one else unless the law requires us to.</p>
      </>
    ),
  },
  {
    id: 'on-your-device',
    title: 'Storage on your device',
    body: (
      <p>
        Firebase Authentication stores a sign-in token in your browser so that you stay signed in, and we remember your
        light or dark theme choice for a year in a cookie named <code>theme</code>, so that each page opens in it. There
        are no advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account and order history while your account is open, so that you and your providers can look back
        at past orders. When you ask us to delete your account, we delete your profile and basket, and keep past
        orders only without anything that identifies you, unless the law requires us to keep records.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can view and correct your name, phone and address on <Link to="/profile">My Profile</Link> at any time. Under
          India’s Digital Personal Data Protection Act, 2023 you may also ask us for a summary of the data we hold about
          you, ask us to correct or erase it, or withdraw your consent, by writing to{' '}
          <a href="mailto:hello@thali.in">hello@thali.in</a>. We reply within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Thali is meant for adults. If you are under 18, please use it with a parent or guardian.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change how we use your data, we will update this page and its date, and tell you by e-mail or in the app
        when the change is significant.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions or requests about your data: <a href="mailto:hello@thali.in">hello@thali.in</a>, phone{' '}
        <a href="tel:+917122550199">+91 712 255 0199</a> (Mon-Sun 9:00 AM - 10:00 PM), or our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="1 November 2026"
      intro={<p>We collect only what we need to get home-cooked food from Nagpur’s kitchens to your door.</p>}
      sections={SECTIONS}
    />
  );
}
