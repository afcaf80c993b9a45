import { queryOptions } from '@thali/render';
import { subscribeContactMessages, type ContactMessage } from '@thali/firebase-data';

/** The contact-form inbox, live, newest first: the Messages page lists it and the Overview counts its unread ones. */
export const inboxQueries = {
  messages: () => queryOptions<ContactMessage[]>({
    key: ['ops-contact-messages'],
    subscribe: (h) => subscribeContactMessages(h),
  }),
};

/** The messages no staff member has marked handled yet. */
export const unreadCount = (messages: readonly ContactMessage[]) => messages.filter((m) => !m.handled).length;
