/**
 * Venue pictures (spec 2 §7): {cdn}/Venue/{venueId}/{imageId}.jpg and …/additionalShape/{imageId}.jpg with a
 * width query. Our API answers image references as URLs already (uploads are served at /uploads/), so a URL
 * is used as it is and only a bare id is turned into the spec's path under /uploads.
 */
const isUrl = (value: string) =>
  /^(https?:)?\/\//.test(value) || value.startsWith('/') || value.startsWith('data:');

export function venueImageUrl(venueId: string, imageId: string, width = 600): string {
  if (isUrl(imageId)) return imageId;
  return `/uploads/Venue/${encodeURIComponent(venueId)}/${encodeURIComponent(imageId)}.jpg?width=${width}`;
}

export function shapeImageUrl(venueId: string, imageId: string): string {
  if (isUrl(imageId)) return imageId;
  return `/uploads/Venue/${encodeURIComponent(venueId)}/additionalShape/${encodeURIComponent(imageId)}.jpg`;
}
