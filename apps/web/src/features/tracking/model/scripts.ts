/**
 * The two vendors' loaders, written out instead of their inline snippets (the CSP allows no inline
 * script): the same queue objects the snippets make, then the vendor's script from the configured address.
 */
type Queue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};

export interface TrackingWindow {
  fbq?: Queue;
  _fbq?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

export type AddScript = (src: string) => void;

export const addScriptTag: AddScript = (src) => {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
};

/** Meta's fbq queue (what fbevents.js drains), then its script; once per page. */
export function installPixel(win: TrackingWindow, scriptUrl: string, addScript: AddScript): void {
  if (win.fbq) return;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Queue;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  win.fbq = fbq;
  if (!win._fbq) win._fbq = fbq;
  addScript(scriptUrl);
}

/** Google's dataLayer and gtag (gtag.js reads `arguments` objects, not arrays), then the script per id. */
export function installAnalytics(
  win: TrackingWindow,
  scriptUrl: string,
  measurementId: string,
  addScript: AddScript,
): void {
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    win.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js recognises its commands only as Arguments objects
      layer.push(arguments);
    };
    win.gtag('js', new Date());
  }
  const separator = scriptUrl.includes('?') ? '&' : '?';
  addScript(`${scriptUrl}${separator}id=${encodeURIComponent(measurementId)}`);
  // Page views are sent by the tracker (one per page of an event), not by the config command.
  win.gtag('config', measurementId, { send_page_view: false });
}
