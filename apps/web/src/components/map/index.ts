export { ClusterMap, type ClusterMapProps } from './ClusterMap';
export { openAreaUrl, openInMapsUrl } from './open-in-maps';
export { PinMap, type PinMapProps } from './PinMap';
export type { MapPoint } from './types';
