import { ownListingQuery } from '../../../shared/own-listing-query';

/** What the Kitchen profile section and the details prompt read. */
export const kitchenProfileQueries = {
  /** The kitchen's own listing, live (the hours section and the approval banner read it under the same key). */
  listing: ownListingQuery,
};
