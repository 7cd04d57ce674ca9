import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_MOCKING_FILES } from './mocking-files';

// Test files share their worker's modules (isolate: false), so a vi.mock in an unlisted file would replace
// the module for every file that runs after it in the same worker (the server has the same check).
function mockingFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(path.join(root, dir, file), 'utf8').includes('vi.mock('))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort();
}

describe('test isolation', () => {
  const web = path.resolve(import.meta.dirname, '../..');
  it('lists every web test file that mocks modules as one to run isolated', () => {
    expect(mockingFiles(web, 'src').filter((file) => file !== 'src/test/isolation.test.ts')).toEqual(
      [...WEB_MOCKING_FILES].sort(),
    );
  });
});
