import type { Scan, ScanAnswers } from '@marquee/contract';
import { doorRequest, ensure, isObject } from '../lib/door-request';

/**
 * POST /checkin/scans (DeviceToken): one live scan, or a batch of offline ones. A ScanId sent again is
 * answered as the first time and changes nothing, so a retry after a lost answer is safe.
 */
export function postScans(
  deviceToken: string,
  scans: readonly Scan[],
  timeoutMs?: number,
): Promise<ScanAnswers> {
  return doorRequest('/checkin/scans', {
    method: 'POST',
    deviceToken,
    body: { Scans: scans },
    timeoutMs,
    check: (data) => {
      ensure(isObject(data) && Array.isArray(data.Results), 'Results');
      return data as unknown as ScanAnswers;
    },
  });
}
