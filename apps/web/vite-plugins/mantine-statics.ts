import type { Plugin } from 'vite';

/**
 * Mantine attaches each group component to its component at module top level (`Button.Group = ButtonGroup`,
 * `ActionIcon.GroupSection = …`): writes the bundler must keep, and with them the group components' code, in
 * whatever chunk holds Button — the entry, since the header has buttons (~1 kB gzip of every first load,
 * ARCHITECTURE §6). The app never uses the compound form, so the writes are dropped in production builds;
 * the groups stay importable by name (`import { ButtonGroup } from '@mantine/core'`). A source file using the
 * compound form fails the build instead of finding `undefined` at run time.
 */
const COMPONENTS = ['Button', 'ActionIcon'] as const;

export function mantineUnusedStatics(): Plugin {
  const componentFile = new RegExp(
    String.raw`[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](${COMPONENTS.join('|')})[\\/]\1\.mjs$`,
  );
  const compoundUse = new RegExp(String.raw`\b(?:${COMPONENTS.join('|')})\.Group(?:Section)?\b`);
  const appSource = /[\\/]apps[\\/]web[\\/]src[\\/].+\.tsx?$/;
  return {
    name: 'marquee:mantine-unused-statics',
    apply: 'build',
    transform(code, id) {
      if (appSource.test(id) && compoundUse.test(code)) {
        throw new Error(
          `${id}: ${compoundUse.exec(code)?.[0]} is dropped from production builds ` +
            '(vite-plugins/mantine-statics.ts); import ButtonGroup / ActionIconGroup from @mantine/core instead',
        );
      }
      const name = componentFile.exec(id)?.[1];
      if (!name) return null;
      const statics = new RegExp(String.raw`^${name}\.(Group|GroupSection) = ${name}\1;$`, 'gm');
      const out = code.replace(statics, '');
      if (out.length === code.length) {
        throw new Error(`mantine-unused-statics: ${name}.Group is no longer set as expected in ${id}`);
      }
      return { code: out, map: null };
    },
  };
}
