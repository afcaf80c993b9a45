import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface FaqSection {
  id: string;
  title: string;
  entries: { question: string; answer: ReactNode }[];
}

export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    id: 'ordering',
    title: 'Ordering',
    entries: [
      {
        question: 'What can I order on Thali?',
        answer:
          'Home-cooked meals from home chefs, messes and tiffin services in Nagpur: main courses, snacks, desserts and drinks. Each provider has their own menu with prices in rupees.',
      },
      {
        question: 'How do I place an order?',
        answer: (
          <>
            Open a provider from <Link to="/providers">Our Providers</Link>, add dishes to your basket and choose Proceed to
            Checkout, or press Buy Now on a dish to order just that one. You need to be signed in to order.
          </>
        ),
      },
      {
        question: 'Can I order from more than one provider at once?',
        answer:
          'Yes. Your basket can hold dishes from several providers; each dish becomes its own order with the provider who cooks it.',
      },
      {
        question: 'Where can I follow my orders?',
        answer:
          'Under My Orders. Orders still on their way are listed under In Shipping and finished ones under Delivered, newest first.',
      },
    ],
  },
  {
    id: 'payment-delivery',
    title: 'Payment and delivery',
    entries: [
      {
        question: 'How do I pay?',
        answer:
          'On delivery, in cash or by UPI. Thali never asks for your card or bank details, and nothing is charged online.',
      },
      {
        question: 'How much is delivery?',
        answer: 'A flat ₹40.00 per checkout, added to your basket total and shown before you place the order.',
      },
      {
        question: 'Which areas do you deliver to?',
        answer: (
          <>
            Hingna, Jaitala, Trimurti Nagar, Dharampeth, Sitabuldi and Manish Nagar for now. Check your PIN code on the{' '}
            <Link to="/delivery-areas">Delivery Areas</Link> page.
          </>
        ),
      },
    ],
  },
  {
    id: 'cancellations',
    title: 'Cancellations and problems',
    entries: [
      {
        question: 'Can I cancel an order?',
        answer: (
          <>
            While it is pending, yes: contact the provider, or <Link to="/contact">contact us</Link> and we will pass it
            on. The provider cancels the order and it is marked as cancelled. As you pay on delivery, you are not charged.
          </>
        ),
      },
      {
        question: 'Why was my order cancelled?',
        answer:
          'A provider can cancel a pending order, for example when a dish has sold out for the day. Get in touch if it keeps happening and we will look into it.',
      },
      {
        question: 'Something was wrong with my food. What now?',
        answer:
          'Tell the provider first: most problems are fixed fastest at the kitchen. If that does not help, write to hello@thali.in with the order details and we will follow up.',
      },
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts and privacy',
    entries: [
      {
        question: 'Do I need an account?',
        answer:
          'Not to browse providers and menus. To keep a basket and place orders you sign up with your name, e-mail and a password of at least 6 characters.',
      },
      {
        question: 'What do you keep about me?',
        answer: (
          <>
            Your name, e-mail, phone, address and your orders, stored with Google Firebase. The{' '}
            <Link to="/privacy-policy">Privacy Policy</Link> explains what we use it for.
          </>
        ),
      },
      {
        question: 'How do I switch between light and dark mode?',
        answer: 'Use the theme toggle in the top bar. Your choice is remembered on that device.',
      },
    ],
  },
  {
    id: 'providers',
    title: 'For home chefs and tiffin services',
    entries: [
      {
        question: 'How do I start selling?',
        answer:
          'Sign up as a meal provider, then add your dishes with a name, description, price, category and a picture from your dashboard.',
      },
      {
        question: 'How do I handle orders?',
        answer:
          'New orders appear on your dashboard as pending. Mark each one completed once delivered, or cancelled if you cannot fulfil it. Your statistics update as you go.',
      },
      {
        question: 'How do I get paid?',
        answer: 'Customers pay on delivery, in cash or by UPI, so you receive the money directly.',
      },
    ],
  },
];
