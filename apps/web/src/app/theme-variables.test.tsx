import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

const file = join(dirname(fileURLToPath(import.meta.url)), 'theme-variables.css');
const HEADER = `/*
 * The theme's CSS variables and Mantine's hiddenFrom/visibleFrom classes, exactly as MantineProvider
 * would inject them at run time (app/providers.tsx renders a provider without that step). Generated:
 * UPDATE_THEME_CSS=1 npx vitest run apps/web/src/app/theme-variables.test.tsx — after changing theme.ts.
 */
/* biome-ignore-all lint/complexity/noImportantStyles: Mantine's own hiddenFrom/visibleFrom rules. */
`;

/** What MantineProvider renders into its <style> tags for our theme. */
function mantineRuntimeCss(): string {
  const { unmount } = render(
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <span />
    </MantineProvider>,
  );
  const styles = [...document.querySelectorAll('style[data-mantine-styles]')].map((style) => style.innerHTML);
  unmount();
  return styles.join('\n\n');
}

/** Comments and whitespace do not matter (a formatter may reflow the file). */
const normalize = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/'/g, '"');

describe('theme-variables.css', () => {
  it("matches what MantineProvider generates for the app's theme", () => {
    const expected = mantineRuntimeCss();
    expect(expected).toContain('--mantine-primary-color-filled');
    if (process.env.UPDATE_THEME_CSS) writeFileSync(file, `${HEADER}${expected}\n`);
    expect(normalize(readFileSync(file, 'utf8'))).toBe(normalize(expected));
  });
});
