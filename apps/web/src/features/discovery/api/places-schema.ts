// The places answer's schema on its own, imported by searchPlaces when a search is made: with it comes
// zod (~25 kB gzip), which the all-events page would otherwise load with its city picker (issue 25).
export { PlacesResponseSchema } from '@marquee/contract';
