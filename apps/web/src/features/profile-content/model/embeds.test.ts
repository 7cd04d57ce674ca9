import type { EmbeddedCodeView } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { hasScript, moveCode, sortByOrder } from './embeds';

const code = (Id: string, OrderNumber: number): EmbeddedCodeView => ({
  Id,
  HtmlCode: `<p>${Id}</p>`,
  IsHidden: false,
  OrderNumber,
});

describe('embedded codes', () => {
  it('spots script tags in any case', () => {
    expect(hasScript('<p>x</p><SCRIPT src="a.js"></SCRIPT>')).toBe(true);
    expect(hasScript('< script>x()</script>')).toBe(true);
    expect(hasScript('<p>description of a script</p>')).toBe(false);
  });

  it('sorts by OrderNumber, keeping the list order on ties', () => {
    expect(sortByOrder([code('b', 1), code('a', 0), code('c', 1)]).map((c) => c.Id)).toEqual(['a', 'b', 'c']);
  });

  it('moves up and down and renumbers; refuses to leave the list', () => {
    const list = [code('a', 0), code('b', 5), code('c', 9)];
    expect(moveCode(list, 2, -1)?.map((c) => [c.Id, c.OrderNumber])).toEqual([
      ['a', 0],
      ['c', 1],
      ['b', 2],
    ]);
    expect(moveCode(list, 0, 1)?.map((c) => c.Id)).toEqual(['b', 'a', 'c']);
    expect(moveCode(list, 0, -1)).toBeNull();
    expect(moveCode(list, 2, 1)).toBeNull();
  });
});
