import { ownListingQuery } from '../../../shared/own-listing-query';

/** What the hours section reads. */
export const kitchenHoursQueries = {
  /** The kitchen's own listing, live (a change from another tab or device shows too). */
  listing: ownListingQuery,
};
