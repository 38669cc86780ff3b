import { DEMO_APPEARANCES } from './demo.ts';
import { stepOfBoxes, type StepBox } from './step-geometry.ts';

/**
 * The STEP files of the demo modules whose source is a CAD file, so their product editor shows the 3D
 * preview: each part as a few boxes in its real size (mm) and in its default finish, Z up (the modules'
 * `cadOrientation`), its front facing −Y and its width along X, as CAD programs lay out furniture.
 */

/** A file the loader uploads to a seed's file sub-resource (seeds/load.ts), as an upload over REST does. */
export interface SeedUpload {
  /** the registry's path of the file sub-resource */
  subresource: string;
  /** the file's name; its extension is what it is uploaded as */
  name: string;
  /** the bytes, made once per process */
  bytes(): Buffer;
}

type Vec = StepBox['at'];

/** A colour written #rrggbb as the red, green and blue (0 to 1) a STEP file gives it. */
const rgb = (hex: string): Vec => [1, 3, 5].map((i) => Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000) as Vec;

const OAK = rgb(DEMO_APPEARANCES.find((a) => a.key === 'oak')!.document.color!);
/** the handle bar's default finish */
const STEEL = rgb('#B9BDC1');
/** the leg frame's default colour: black powder coat, lifted enough for its shading to show on the dark preview too */
const BLACK = rgb('#45484E');

const box = (name: string, at: Vec, size: Vec, colour: Vec): StepBox => ({ name, at, size, colour });

/** The parts of a piece mirrored left to right within its width (a right-hand door from a left-hand one). */
const mirrored = (width: number, boxes: StepBox[]): StepBox[] => boxes.map((b) => ({ ...b, at: [width - b.at[0] - b.size[0], b.at[1], b.at[2]] }));

/**
 * A bar handle with 160 mm centres on a front whose face is at y = `face`, centred on (x, z): a 190 mm
 * bar of 12 mm steel on two feet, 34 mm proud of the front, vertical or level.
 */
function barHandle([x, z]: [number, number], face: number, vertical: boolean): StepBox[] {
  const centre = vertical ? z : x;
  // `from` and `length` along the bar; 12 mm across it
  const piece = (name: string, from: number, length: number, y: number, depth: number): StepBox =>
    vertical ? box(name, [x - 6, y, from], [12, depth, length], STEEL) : box(name, [from, y, z - 6], [length, depth, 12], STEEL);
  return [
    piece('handle bar', centre - 95, 190, face - 34, 12),
    piece('handle foot', centre - 86, 12, face - 22, 22),
    piece('handle foot', centre + 74, 12, face - 22, 22),
  ];
}

/** Door 400: an 18 mm oak door, hinged on the left (two hinge arms behind it), its handle on the right. */
const DOOR_LEFT: StepBox[] = [
  box('door', [0, 0, 0], [396, 18, 716], OAK),
  box('top hinge', [22, 18, 590], [48, 14, 40], STEEL),
  box('bottom hinge', [22, 18, 86], [48, 14, 40], STEEL),
  ...barHandle([350, 358], 0, true),
];

/** Drawer unit 800: an oak carcass with two drawer fronts on it, each with a bar handle. */
const DRAWER_UNIT: StepBox[] = [
  box('left side', [0, 0, 0], [18, 500, 580], OAK),
  box('right side', [782, 0, 0], [18, 500, 580], OAK),
  box('bottom', [18, 0, 0], [764, 500, 18], OAK),
  box('top', [18, 0, 562], [764, 500, 18], OAK),
  box('back', [18, 492, 18], [764, 8, 544], OAK),
  box('lower front', [2, -18, 4], [796, 18, 284], OAK),
  box('upper front', [2, -18, 292], [796, 18, 284], OAK),
  ...barHandle([400, 146], -18, false),
  ...barHandle([400, 434], -18, false),
];

/** Back panel 800: an 8 mm panel the height of the tall sides, with the four cam fittings that hold it. */
const BACK_PANEL: StepBox[] = [
  box('panel', [0, 0, 0], [800, 8, 1800], OAK),
  ...[[40, 40], [740, 40], [40, 1740], [740, 1740]].map(([x, z], i) => box(`cam ${i + 1}`, [x, -12, z], [20, 12, 20], STEEL)),
];

/** Leg frame: two sled-shaped sides of 50 mm steel tube joined by two rails under the desk top. */
function legFrame(): StepBox[] {
  const side = (x: number, which: string) => [
    box(`${which} foot`, [x, 0, 0], [50, 650, 30], BLACK),
    box(`${which} front leg`, [x, 60, 30], [50, 50, 650], BLACK),
    box(`${which} back leg`, [x, 540, 30], [50, 50, 650], BLACK),
    box(`${which} arm`, [x, 0, 680], [50, 650, 30], BLACK),
  ];
  return [
    ...side(0, 'left'),
    ...side(1050, 'right'),
    box('front rail', [50, 60, 670], [1000, 40, 40], BLACK),
    box('back rail', [50, 550, 670], [1000, 40, 40], BLACK),
  ];
}

function stepUpload(name: string, boxes: () => StepBox[]): SeedUpload {
  let bytes: Buffer | undefined;
  const part = name.replace(/\.[^.]+$/, '');
  return { subresource: 'source/file/file', name, bytes: () => (bytes ??= stepOfBoxes(part, boxes())) };
}

/** The STEP file of each demo module (by seed key) whose source is one. */
export const DEMO_STEP_FILES: Record<string, SeedUpload> = {
  'drawer-800': stepUpload('drawer-unit-800.step', () => DRAWER_UNIT),
  'door-left': stepUpload('door-400-left.step', () => DOOR_LEFT),
  'door-right': stepUpload('door-400-right.step', () => mirrored(396, DOOR_LEFT)),
  'back-800': stepUpload('back-panel-800.stp', () => BACK_PANEL),
  'leg-frame': stepUpload('leg-frame.step', legFrame),
};
