const KEY = 'marquee.streamDevice';

/**
 * This browser's device id for stream codes (spec 1 §4: a code plays on one device at a time): random,
 * kept in localStorage so a reload is the same device; a private window or another browser is another.
 */
export function streamDeviceId(): string {
  try {
    const known = window.localStorage.getItem(KEY);
    if (known && /^[A-Za-z0-9_-]{8,100}$/.test(known)) return known;
    const fresh = crypto.randomUUID().replaceAll('-', '');
    window.localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    if (!memory) memory = crypto.randomUUID().replaceAll('-', '');
    return memory;
  }
}
let memory: string | undefined;

const codeKey = (streamId: string) => `marquee.streamCode.${streamId}`;

/** The code last unlocked on this device for a stream (so a reload plays again). */
export const rememberedCode = (streamId: string): string | null => {
  try {
    return window.localStorage.getItem(codeKey(streamId));
  } catch {
    return null;
  }
};
export const rememberCode = (streamId: string, code: string | null) => {
  try {
    if (code) window.localStorage.setItem(codeKey(streamId), code);
    else window.localStorage.removeItem(codeKey(streamId));
  } catch {
    // Storage refused (private mode): the code is asked again after a reload.
  }
};
