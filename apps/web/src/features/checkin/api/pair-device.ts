import type { Pairing } from '@marquee/contract';
import { doorRequest, ensure, isObject } from '../lib/door-request';

/** POST /checkin/pair: the one-time token of a device link becomes this device's DeviceToken. */
export function pairDevice(token: string): Promise<Pairing> {
  return doorRequest('/checkin/pair', {
    method: 'POST',
    body: { Token: token },
    // Pairing happens once, with someone waiting: give a slow network longer than a scan.
    timeoutMs: 15_000,
    check: (data) => {
      ensure(isObject(data) && typeof data.DeviceToken === 'string', 'DeviceToken');
      ensure(typeof data.EventId === 'string' && isObject(data.Device), 'Device');
      return data as unknown as Pairing;
    },
  });
}
