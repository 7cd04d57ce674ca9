/// <reference types="vite/client" />

/** Product version from the root package.json, injected by vite.config.ts (shown in the footer). */
declare const __APP_VERSION__: string;
/** ISO time of the build, injected by vite.config.ts and sent as the BuildDate header. */
declare const __BUILD_DATE__: string;

/** The product's own pages (vite-plugins/markdown-pages.ts): Markdown rendered to HTML at build time. */
declare module '*.md' {
  const page: { title: string; version: string; description: string; html: string };
  export default page;
}
