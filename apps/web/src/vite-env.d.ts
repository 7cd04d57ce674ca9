/// <reference types="vite/client" />

/** Product version from the root package.json, injected by vite.config.ts (shown in the footer). */
declare const __APP_VERSION__: string;
/** ISO time of the build, injected by vite.config.ts and sent as the BuildDate header. */
declare const __BUILD_DATE__: string;
