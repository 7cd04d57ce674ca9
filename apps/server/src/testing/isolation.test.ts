import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES } from '../../vitest.config';

// Test files share their worker's modules (isolate: false), so a vi.mock in an unlisted file would replace
// the module for every file that runs after it in the same worker (the web has the same check).
describe('test isolation', () => {
  it('lists every server test file that mocks modules as one to run isolated', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const mocking = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.ts$/.test(file) && !file.endsWith('isolation.test.ts'))
      .filter((file) => readFileSync(path.join(root, 'src', file), 'utf8').includes('vi.mock('))
      .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
      .sort();
    expect(mocking).toEqual([...MOCKING_FILES].sort());
  });
});
