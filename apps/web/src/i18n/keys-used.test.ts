import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flatCatalogs, hasKey } from './catalog-utils';

// A string, not a URL object: under jsdom the global URL is not Node's.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const en = flatCatalogs().en;
const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/** Every literal key in the source: t('KEY'), i18nKey="KEY", and 'SECTION.KEY' constants in key tables. */
function literalKeys(): { key: string; file: string }[] {
  const patterns = [
    /\bt\(\s*['"]([^'"]+)['"]/g,
    /i18nKey=["']([^"']+)["']/g,
    /['"]([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)+)['"]/g,
  ];
  return files.flatMap(({ path, text }) =>
    patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ key: m[1] ?? '', file: path }))),
  );
}

/** t(`HOME.FAN.${key}.TITLE`) → /^HOME\.FAN\.[^.]+\.TITLE$/; at least one catalog key must match. */
function templateKeys(): { pattern: RegExp; file: string }[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(/\bt\(\s*`([^`]+)`/g)].map((m) => {
      const source = (m[1] ?? '')
        .split(/\$\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^.]+');
      return { pattern: new RegExp(`^${source}(_(one|other))?$`), file: path };
    }),
  );
}

describe('keys used in the source', () => {
  it('finds keys to check (the scanner works)', () => {
    expect(literalKeys().length).toBeGreaterThan(50);
    expect(templateKeys().length).toBeGreaterThan(2);
  });

  it('all exist in en.json', () => {
    const missing = literalKeys().filter(({ key }) => !hasKey(en, key));
    expect(missing).toEqual([]);
  });

  it('all template keys match at least one en.json key', () => {
    const keys = Object.keys(en);
    const unmatched = templateKeys().filter(({ pattern }) => !keys.some((key) => pattern.test(key)));
    expect(unmatched).toEqual([]);
  });
});
