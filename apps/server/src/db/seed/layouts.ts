import {
  addDecoration,
  arcRows,
  COLORS,
  type Layout,
  type LayoutSector,
  type Parts,
  rectPath,
  rectPoints,
  ringWedgePath,
  sectorElement,
  svgDocument,
} from './layout-kit';

/*
 * The big demo seat maps, generated so the numbers (≥ 1,000 seats in the hall, ≥ 15,000 in the arena)
 * come from geometry rather than hand-written coordinates. Each function is pure and deterministic.
 */

/** A concert hall: stage at the top, curved stalls in three wedges and a two-wedge balcony behind. */
export function concertHall(options: {
  name: string;
  stallsRows: number;
  balconyRows: number;
  labels: { stalls: [string, string, string]; balcony: [string, string]; stage: string };
}): Layout {
  const width = 1400;
  const center = { x: 700, y: 110 };
  const rowGap = 24;
  const first = 170;
  const stallsOuter = first + (options.stallsRows - 1) * rowGap + 14;
  const balconyFirst = stallsOuter + 70;
  const balconyOuter = balconyFirst + (options.balconyRows - 1) * 30 + 14;
  const height = Math.ceil(center.y + balconyOuter + 50);
  const frontRows = Math.ceil(options.stallsRows / 2);
  const parts: Parts = { body: [], shapes: [] };
  addDecoration(parts, options.labels.stage, rectPoints(480, 20, 440, 70), '34495e');

  // Listed left to right as the audience sees it (angles run clockwise from the top, so left is > 180).
  const stalls: [number, number][] = [
    [202, 232],
    [162, 198],
    [128, 158],
  ];
  const sectors: LayoutSector[] = [];
  stalls.forEach(([from, to], i) => {
    const rows = arcRows({
      center,
      first: { a: first, b: first },
      rowGap,
      rows: options.stallsRows,
      from,
      to,
      spacing: 22,
      margin: 6,
      radius: 9,
      key: (r) => (r < frontRows ? 'A' : 'B'),
    });
    // Wheelchair places at both ends of the last row (step-free access from the rear doors).
    const last = rows[rows.length - 1];
    if (last)
      for (const seat of [last.seats[0], last.seats[last.seats.length - 1]]) if (seat) seat.accessible = true;
    sectors.push({
      svgId: `stalls-${i + 1}`,
      type: 'SeatingSector',
      name: options.labels.stalls[i] ?? '',
      color: COLORS.A,
      rows,
    });
  });
  const balcony: [number, number][] = [
    [181, 228],
    [132, 179],
  ];
  balcony.forEach(([from, to], i) => {
    sectors.push({
      svgId: `balcony-${i + 1}`,
      type: 'SeatingSector',
      name: options.labels.balcony[i] ?? '',
      color: COLORS.B,
      rows: arcRows({
        center,
        first: { a: balconyFirst, b: balconyFirst },
        rowGap: 30,
        rows: options.balconyRows,
        from,
        to,
        spacing: 22,
        margin: 6,
        radius: 9,
        key: () => 'B',
      }),
    });
  });
  const angles = [...stalls, ...balcony];
  sectors.forEach((sector, i) => {
    const [from, to] = angles[i] ?? [0, 0];
    const isBalcony = i >= stalls.length;
    const inner = isBalcony ? balconyFirst - 14 : first - 14;
    const outer = isBalcony ? balconyOuter : stallsOuter;
    const d = ringWedgePath(center, { a: inner, b: inner }, { a: outer, b: outer }, from, to);
    // Labels sit in the aisle behind each block, near the centre line where the aisle runs level, so the
    // text never crosses seats.
    const mid = from < 180 && to > 180 ? 180 : from > 180 ? from + 8 : to - 8;
    const r = outer + 28;
    parts.body.push(
      sectorElement(sector, d, {
        x: center.x + r * Math.sin((mid * Math.PI) / 180),
        y: center.y - r * Math.cos((mid * Math.PI) / 180) + 8,
      }),
    );
  });
  return {
    name: options.name,
    width,
    height,
    svg: svgDocument(width, height, options.name, parts.body),
    sectors,
    additionalShapes: parts.shapes,
  };
}

/** An arena: a standing floor, a stage at the top end and two seated tiers of numbered sectors around it. */
export function arena(options: {
  name: string;
  floorName: string;
  stage: string;
  sectorPrefix: string;
}): Layout {
  const width = 4200;
  const height = 3500;
  const center = { x: 2100, y: 1750 };
  const parts: Parts = { body: [], shapes: [] };
  const sectors: LayoutSector[] = [];
  const floor: LayoutSector = {
    svgId: 'floor',
    type: 'StandingSector',
    name: options.floorName,
    color: COLORS.FLOOR,
    capacity: 4000,
    key: 'FLOOR',
    maxTicketsPerPurchase: 8,
  };
  sectors.push(floor);
  parts.body.push(sectorElement(floor, rectPath(1400, 1300, 1400, 900), { x: 2100, y: 1770 }, 60));
  addDecoration(parts, options.stage, rectPoints(1600, 950, 1000, 300), '34495e', 70);

  const tiers = [
    { number: 100, a: 980, b: 730, rows: 26, from: 28, to: 332, count: 14, key: 'A', color: COLORS.A },
    { number: 200, a: 1640, b: 1390, rows: 16, from: 20, to: 340, count: 18, key: 'B', color: COLORS.B },
  ];
  for (const tier of tiers) {
    const step = (tier.to - tier.from) / tier.count;
    const outer = { a: tier.a + (tier.rows - 1) * 22 + 12, b: tier.b + (tier.rows - 1) * 22 + 12 };
    for (let s = 0; s < tier.count; s++) {
      const from = tier.from + s * step;
      const to = from + step;
      const sector: LayoutSector = {
        svgId: `s${tier.number + s + 1}`,
        type: 'SeatingSector',
        name: `${options.sectorPrefix} ${tier.number + s + 1}`,
        color: tier.color,
        rows: arcRows({
          center,
          first: { a: tier.a, b: tier.b },
          rowGap: 22,
          rows: tier.rows,
          from,
          to,
          spacing: 18,
          margin: 14,
          radius: 7,
          key: () => tier.key,
        }),
      };
      sectors.push(sector);
      const d = ringWedgePath(center, { a: tier.a - 12, b: tier.b - 12 }, outer, from, to);
      const mid = ((from + to) / 2) * (Math.PI / 180);
      const la = (tier.a + outer.a) / 2;
      const lb = (tier.b + outer.b) / 2;
      parts.body.push(
        sectorElement(
          sector,
          d,
          { x: center.x + la * Math.sin(mid), y: center.y - lb * Math.cos(mid) + 12 },
          40,
        ),
      );
    }
  }
  return {
    name: options.name,
    width,
    height,
    svg: svgDocument(width, height, options.name, parts.body),
    sectors,
    additionalShapes: parts.shapes,
  };
}
