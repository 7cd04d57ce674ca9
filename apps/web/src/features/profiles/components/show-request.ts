/** A show request attached to the profile URL (spec 1 §2 profile-detail `?request-in-venue&request-in-city`). */
export const REQUEST_IN_VENUE = 'request-in-venue';
export const REQUEST_IN_CITY = 'request-in-city';

/** Whether the address carries a show request at all (the panel's code loads only then). */
export const hasShowRequest = (search: URLSearchParams) =>
  search.has(REQUEST_IN_VENUE) || search.has(REQUEST_IN_CITY);
