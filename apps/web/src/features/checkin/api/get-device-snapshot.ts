import type { DeviceSnapshot } from '@marquee/contract';
import { doorRequest, ensure, isObject } from '../lib/door-request';

/** GET /checkin/snapshot: the event's key, gates, sectors and every ticket's door state (DeviceToken). */
export function getDeviceSnapshot(deviceToken: string): Promise<DeviceSnapshot> {
  return doorRequest('/checkin/snapshot', {
    deviceToken,
    // A 16,000-ticket event is ~1 MB: allow a slow venue network the time to bring it.
    timeoutMs: 30_000,
    check: (data) => {
      ensure(isObject(data) && isObject(data.Event) && typeof data.Event.Id === 'string', 'Event');
      ensure(typeof data.PublicKey === 'string' && isObject(data.Gate), 'PublicKey, Gate');
      ensure(
        Array.isArray(data.Tickets) && Array.isArray(data.Gates) && Array.isArray(data.Sectors),
        'lists',
      );
      return data as unknown as DeviceSnapshot;
    },
  });
}
