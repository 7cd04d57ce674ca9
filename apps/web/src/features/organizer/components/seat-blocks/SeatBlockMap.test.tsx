import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import type { BlockSeat, BlockSeatState } from '../../model/seat-blocks';
import { SeatBlockMap } from './SeatBlockMap';

const seat = (id: string, x: number): BlockSeat => ({
  id,
  name: id,
  rowId: 'r',
  rowName: '1',
  sectorId: 's',
  sectorName: 'S',
  x,
  y: 50,
  r: 10,
  categoryId: 'A',
});
const seats = [seat('a', 20), seat('b', 50), seat('c', 80), seat('d', 110)];
const states: Record<string, BlockSeatState> = { a: 'free', b: 'blocked', c: 'taken', d: 'free' };

// jsdom has no layout: the drawing's screen matrix is the identity (a client pixel is a drawing unit).
class Point {
  constructor(
    public x = 0,
    public y = 0,
  ) {}
  matrixTransform() {
    return this;
  }
}

function renderMap() {
  vi.stubGlobal('DOMPoint', Point);
  Object.defineProperty(SVGSVGElement.prototype, 'getScreenCTM', {
    configurable: true,
    value: () => ({ inverse: () => ({}) }),
  });
  const onSeatClick = vi.fn();
  const onBoxSelect = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <SeatBlockMap
        seats={seats}
        stateOf={(id) => states[id] ?? 'taken'}
        selected={new Set(['a'])}
        image={null}
        width={200}
        height={100}
        onSeatClick={onSeatClick}
        onBoxSelect={onBoxSelect}
      />
    </AppProviders>,
  );
  return { svg: screen.getByTestId('seat-block-map'), onSeatClick, onBoxSelect };
}

afterEach(() => {
  Reflect.deleteProperty(SVGSVGElement.prototype, 'getScreenCTM');
});

describe('seat-block map', () => {
  it('draws blocked and taken seats with their own symbols and a ring around selected seats', () => {
    renderMap();
    expect(screen.getByTestId('block-map-blocked').getAttribute('d')).not.toBe('');
    expect(screen.getByTestId('block-map-taken').getAttribute('d')).not.toBe('');
    expect(screen.getByTestId('block-map-selected').getAttribute('d')).toMatch(/^M/);
  });

  it('a press on a seat is a click (with shift); a drag selects the seats in its box but never a buyer’s', () => {
    const { svg, onSeatClick, onBoxSelect } = renderMap();
    fireEvent.pointerDown(svg, { button: 0, clientX: 50, clientY: 50, pointerId: 1 });
    fireEvent.pointerUp(svg, { clientX: 50, clientY: 50, pointerId: 1, shiftKey: true });
    expect(onSeatClick).toHaveBeenCalledWith('b', true);

    fireEvent.pointerDown(svg, { button: 0, clientX: 0, clientY: 30, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 60, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 95, clientY: 70, pointerId: 1 });
    fireEvent.pointerUp(svg, { clientX: 95, clientY: 70, pointerId: 1 });
    expect(onBoxSelect).toHaveBeenCalledWith(['a', 'b']);
    expect(onSeatClick).toHaveBeenCalledTimes(1);
  });
});
