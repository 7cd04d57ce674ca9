import {
  addDecoration,
  COLORS,
  type Layout,
  type LayoutSector,
  type Parts,
  rectPath,
  rectPoints,
  sectorElement,
  straightRows,
  svgDocument,
} from './layout-kit';

/* The smaller demo layouts: a standing club, a theatre with boxes, a cinema and a festival ground. */

/** A music club: standing only — a dance floor in front of the stage and a raised gallery by the bar. */
export function club(options: {
  name: string;
  floor: string;
  gallery: string;
  stage: string;
  bar: string;
  floorCapacity: number;
}): Layout {
  const width = 900;
  const height = 640;
  const parts: Parts = { body: [], shapes: [] };
  addDecoration(parts, options.stage, rectPoints(250, 20, 400, 80), '34495e');
  addDecoration(parts, options.bar, rectPoints(40, 500, 260, 90), '7f8c8d', 24);
  const floor: LayoutSector = {
    svgId: 'dance-floor',
    type: 'StandingSector',
    name: options.floor,
    color: COLORS.GA,
    capacity: options.floorCapacity,
    key: 'GA',
    maxTicketsPerPurchase: 6,
  };
  const gallery: LayoutSector = {
    svgId: 'gallery',
    type: 'StandingSector',
    name: options.gallery,
    color: COLORS.VIP,
    capacity: 150,
    key: 'VIP',
    maxTicketsPerPurchase: 4,
  };
  parts.body.push(sectorElement(floor, rectPath(120, 130, 660, 330), { x: 450, y: 300 }, 32));
  parts.body.push(sectorElement(gallery, rectPath(340, 490, 520, 120), { x: 600, y: 560 }, 26));
  return {
    name: options.name,
    width,
    height,
    svg: svgDocument(width, height, options.name, parts.body),
    sectors: [floor, gallery],
    additionalShapes: parts.shapes,
  };
}

/** A proscenium theatre (~400 seats): stalls with a centre aisle, a balcony row block and side boxes. */
export function theatre(options: {
  name: string;
  stalls: string;
  balcony: string;
  box: string;
  stage: string;
}): Layout {
  const width = 1000;
  const height = 980;
  const parts: Parts = { body: [], shapes: [] };
  addDecoration(parts, options.stage, rectPoints(220, 20, 560, 110), '34495e');
  const counts = [16, 18, 18, 20, 20, 20, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22];
  const stalls: LayoutSector = {
    svgId: 'stalls',
    type: 'SeatingSector',
    name: options.stalls,
    color: COLORS.A,
    rows: straightRows({
      cx: 500,
      top: 200,
      rowGap: 32,
      spacing: 27,
      counts,
      aisle: 40,
      radius: 10,
      key: (r) => (r < 8 ? 'A' : 'B'),
    }),
  };
  const balcony: LayoutSector = {
    svgId: 'balcony',
    type: 'SeatingSector',
    name: options.balcony,
    color: COLORS.B,
    rows: straightRows({
      cx: 500,
      top: 780,
      rowGap: 34,
      spacing: 27,
      counts: [24, 24, 22],
      aisle: 0,
      radius: 10,
      key: () => 'B',
    }),
  };
  parts.body.push(sectorElement(stalls, rectPath(170, 176, 660, 32 * 16 + 4), { x: 500, y: 172 }, 20));
  parts.body.push(sectorElement(balcony, rectPath(150, 756, 700, 120), { x: 500, y: 912 }, 20));
  const sectors: LayoutSector[] = [stalls, balcony];
  // Four boxes along each side wall, four chairs in each.
  for (let i = 0; i < 8; i++) {
    const left = i < 4;
    const x = left ? 40 : 880;
    const y = 220 + (i % 4) * 130;
    const box: LayoutSector = {
      svgId: `box-${i + 1}`,
      type: 'SeatingSector',
      name: `${options.box} ${i + 1}`,
      color: COLORS.L,
      showRowName: false,
      rows: [
        {
          name: '1',
          seats: [0, 1, 2, 3].map((s) => ({
            name: String(s + 1),
            x: x + 20 + (s % 2) * 40,
            y: y + 25 + Math.floor(s / 2) * 40,
            radius: 10,
            key: 'L',
          })),
        },
      ],
    };
    sectors.push(box);
    parts.body.push(sectorElement(box, rectPath(x, y, 80, 90), { x: x + 40, y: y + 112 }, 16));
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

/** A cinema auditorium (~200 seats): 12 straight rows, the last two premium. */
export function cinema(options: { name: string; hall: string; screen: string }): Layout {
  const width = 800;
  const height = 720;
  const parts: Parts = { body: [], shapes: [] };
  addDecoration(parts, options.screen, rectPoints(100, 20, 600, 30), '2c3e50', 22);
  const rows = straightRows({
    cx: 400,
    top: 130,
    rowGap: 46,
    spacing: 36,
    counts: Array.from({ length: 12 }, () => 17),
    aisle: 0,
    radius: 13,
    key: (r) => (r >= 10 ? 'B' : 'A'),
  });
  const hall: LayoutSector = {
    svgId: 'hall',
    type: 'SeatingSector',
    name: options.hall,
    color: COLORS.B,
    rows,
  };
  parts.body.push(sectorElement(hall, rectPath(90, 100, 620, 46 * 12 + 10), { x: 400, y: 700 }, 22));
  return {
    name: options.name,
    width,
    height,
    svg: svgDocument(width, height, options.name, parts.body),
    sectors: [hall],
    additionalShapes: parts.shapes,
  };
}

/** An open-air festival ground: one festival area, a VIP zone, and virtual parking and merchandise. */
export function festivalGround(options: {
  name: string;
  area: string;
  vip: string;
  parking: string;
  merch: string;
  mainStage: string;
  secondStage: string;
  food: string;
}): Layout {
  const width = 1600;
  const height = 1000;
  const parts: Parts = { body: [], shapes: [] };
  const area: LayoutSector = {
    svgId: 'festival-area',
    type: 'StandingSector',
    name: options.area,
    color: COLORS.GA,
    capacity: 12000,
    key: 'GA',
    maxTicketsPerPurchase: 10,
  };
  const vip: LayoutSector = {
    svgId: 'vip-zone',
    type: 'StandingSector',
    name: options.vip,
    color: COLORS.VIP,
    capacity: 600,
    key: 'VIP',
    maxTicketsPerPurchase: 4,
  };
  const parking: LayoutSector = {
    svgId: 'parking',
    type: 'VirtualSector',
    name: options.parking,
    color: COLORS.PARK,
    capacity: 1500,
    key: 'PARK',
    maxTicketsPerPurchase: 2,
  };
  const merch: LayoutSector = {
    svgId: 'merch',
    type: 'VirtualSector',
    name: options.merch,
    color: COLORS.MERCH,
    capacity: 800,
    key: 'MERCH',
    isMerchandise: true,
    maxTicketsPerPurchase: 5,
  };
  parts.body.push(sectorElement(area, 'M60 120 L1180 60 L1300 700 L120 860 Z', { x: 640, y: 500 }, 40));
  parts.body.push(sectorElement(vip, rectPath(1240, 90, 320, 260), { x: 1400, y: 230 }, 30));
  parts.body.push(sectorElement(parking, rectPath(1330, 740, 230, 100), { x: 1445, y: 800 }, 24));
  parts.body.push(sectorElement(merch, rectPath(1330, 860, 230, 100), { x: 1445, y: 920 }, 24));
  addDecoration(parts, options.mainStage, rectPoints(420, 110, 420, 90), '34495e', 30);
  addDecoration(parts, options.secondStage, rectPoints(180, 620, 260, 70), '34495e', 24);
  addDecoration(parts, options.food, rectPoints(860, 600, 300, 70), 'd35400', 24);
  return {
    name: options.name,
    width,
    height,
    svg: svgDocument(width, height, options.name, parts.body),
    sectors: [area, vip, parking, merch],
    additionalShapes: parts.shapes,
  };
}
