import type { Plugin } from 'vite';

/**
 * Mantine 9 ships each component's CSS as its own file (`@mantine/core/styles/Radio.css`) and expects the
 * app to import the ones it uses. Importing them by hand per feature broke whenever a lazy page used a
 * component whose CSS only some other chunk imported: the checkout's radios and the layout editor's
 * selects were styled only after a page that happened to import Radio.css / Input.css had been loaded
 * (issue 15 rows 1–2). Instead, every component's class map (`esm/components/Radio/Radio.module.mjs`,
 * the module the component's JS imports for its class names) imports that component's CSS file, so the
 * CSS lands in exactly the chunk that holds the component's code, for every route and every entry, and
 * a component's dependencies (Radio → InlineInput, Select → Input, Combobox, Popover…) bring theirs:
 * their modules are imported first, so their CSS comes first, as in Mantine's own styles.css.
 *
 * The dev server pre-bundles @mantine/core (no per-module transform there), so in dev the whole
 * styles.css is imported before the app's own base styles instead.
 */
export function mantineComponentStyles(): Plugin {
  const classMap =
    /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'marquee:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    transform(code, id) {
      if (command === 'serve') {
        if (!/[\\/]src[\\/]app[\\/]styles\.ts$/.test(id)) return null;
        return { code: `import '@mantine/core/styles.css';\n${code}`, map: null };
      }
      const name = classMap.exec(id)?.[1];
      if (!name) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
