/*
 * The door scanner as an installable app that opens with no network (issue 17). The manifest link is added
 * only while the door page is shown (the rest of the site is no app), and the service worker is registered
 * only from here, with the door page's own path as its scope: it never sees a navigation to any other page.
 * vite-plugins/door-pwa.ts writes /door-sw.js, /door-{lang}.webmanifest and the icons at build time.
 */

export const DOOR_SERVICE_WORKER = '/door-sw.js';

export function doorManifestHref(language: string): string {
  return `/door-${language}.webmanifest`;
}

/** Adds the manifest link and registers the service worker; returns the cleanup (removes the link). */
export function installDoorApp(language: string): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = doorManifestHref(language);
  document.head.appendChild(link);
  // Development serves no worker (the plugin runs at build); tests have no navigator.serviceWorker.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker
      .register(DOOR_SERVICE_WORKER, { scope: `/${language}/door` })
      .catch(() => undefined);
  }
  return () => link.remove();
}
