import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-thali',
    title: 'About Thali',
    body: (
      <p>
        Thali is an online marketplace in Nagpur, Maharashtra, where customers order meals from independent home chefs,
        messes and tiffin services (“providers”). Providers cook, price and deliver their own food; Thali runs the website
        that brings you together. By using Thali you accept these terms.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You need an account to keep a basket and order; browsing is open to everyone.</li>
        <li>Sign up as a customer to order, or as a meal provider to sell.</li>
        <li>Give accurate details, keep your password to yourself, and tell us if you think someone else has used your account.</li>
        <li>We may suspend accounts that break these terms, for example by placing fake orders.</li>
      </ul>
    ),
  },
  {
    id: 'ordering',
    title: 'Placing orders',
    body: (
      <>
        <p>
          You can order from your basket (Proceed to Checkout) or order a single dish straight from a menu (Buy Now). Each
          dish you order becomes a separate order with the provider who cooks it, and starts as <em>pending</em>.
        </p>
        <p>
          An order is a request to the provider. The provider then marks it <em>completed</em> once fulfilled or{' '}
          <em>cancelled</em> if they cannot fulfil it. You can follow every order under My Orders.
        </p>
      </>
    ),
  },
  {
    id: 'prices-payment',
    title: 'Prices and payment',
    body: (
      <ul>
        <li>Prices are set by providers and shown in Indian rupees (₹).</li>
        <li>A flat delivery fee of ₹40.00 is added to your basket total at checkout.</li>
        <li>
          You pay on delivery, in cash or by UPI. Thali does not take payments online and never asks for your card or bank
          details.
        </li>
        <li>Please have the exact amount or your UPI app ready when your food arrives.</li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    body: (
      <>
        <p>
          A provider can cancel an order while it is still pending, for example when a dish has sold out. You will see the
          order marked as cancelled.
        </p>
        <p>
          To cancel or change an order yourself, contact the provider or <Link to="/contact">Thali support</Link> as soon as
          possible, before the food is prepared. Because payment happens on delivery, nothing is charged for a cancelled
          order. If food arrives wrong or spoiled, raise it with the provider or with us on the same day and we will help
          you reach a fair solution.
        </p>
      </>
    ),
  },
  {
    id: 'food-safety',
    title: 'Food, allergies and safety',
    body: (
      <p>
        Providers are responsible for the food they sell, its hygiene and any registration with the Food Safety and
        Standards Authority of India (FSSAI) that applies to them. Menus describe dishes in good faith, but home kitchens
        handle many ingredients: if you have an allergy or a dietary need, ask the provider before ordering.
      </p>
    ),
  },
  {
    id: 'providers',
    title: 'If you are a provider',
    body: (
      <ul>
        <li>Describe your dishes honestly, with real prices and pictures of your own food.</li>
        <li>Fulfil the orders you accept, deliver within our delivery areas and update each order’s status promptly.</li>
        <li>Cancel only pending orders you genuinely cannot fulfil.</li>
        <li>Follow the food safety and tax rules that apply to your kitchen.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not misuse Thali: no fake or abusive orders, no false menu items, no attempts to access other people’s data or to
        disrupt the service. Be courteous to providers, delivery staff and customers.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We work to keep Thali available and accurate, but we provide it “as is” and cannot promise that it will always be
        free of interruptions. As the marketplace, Thali is not the seller of the food. Nothing in these terms limits
        rights you have as a consumer under Indian law, including the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Thali grows. We will change the date above and, for significant changes, tell you
        before they apply. Continuing to use Thali afterwards means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and jurisdiction',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute will be subject to the exclusive jurisdiction of the
        courts at Nagpur, Maharashtra.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href="mailto:hello@thali.in">hello@thali.in</a> or{' '}
        <a href="tel:+917122550199">+91 712 255 0199</a>, Mon-Sun 9:00 AM - 10:00 PM. See also our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="1 November 2026"
      intro={<p>The rules for ordering from and selling on Thali, in plain language.</p>}
      sections={SECTIONS}
    />
  );
}
