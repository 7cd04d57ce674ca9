import type { TrackingConfig } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** GET /tracking/config: whether providers may load here and where their scripts come from. */
export function getTrackingConfig(): Promise<TrackingConfig> {
  return apiRequest<TrackingConfig>('/tracking/config');
}
