// Small real STEP files (ISO 10303-21, AP214), for the demo's modules (seeds/demo-geometry.ts) and for
// tests: boxes as B-rep solids with a colour each, as CAD programs export them (planes bounded by lines,
// every face an ADVANCED_FACE), in millimetres. The same boxes always give the same bytes.

type Vec = [number, number, number];

export interface StepBox {
  name: string;
  /** the corner nearest the origin */
  at: Vec;
  size: Vec;
  /** red, green, blue from 0 to 1 */
  colour: Vec;
}

/**
 * Writes STEP entities (#1, #2, …) and gives each its reference; an entity written before (a corner
 * point, a direction, a colour) is referred to again, as CAD programs share them, which keeps files small.
 */
class Entities {
  readonly lines: string[] = [];
  private readonly written = new Map<string, string>();
  add(text: string): string {
    const known = this.written.get(text);
    if (known) return known;
    this.lines.push(`#${this.lines.length + 1}=${text};`);
    const ref = `#${this.lines.length}`;
    this.written.set(text, ref);
    return ref;
  }
}

const real = (n: number) => (Number.isInteger(n) ? `${n}.` : String(n));
const list = (items: string[]) => `(${items.join(',')})`;
const unit = (axis: number, sign = 1): Vec => [0, 1, 2].map((i) => (i === axis ? sign : 0)) as Vec;

/** One box as a MANIFOLD_SOLID_BREP: 8 vertices, 12 edges, 6 planar faces with outward normals. */
function brepBox(out: Entities, box: StepBox): string {
  const point = (p: Vec) => out.add(`CARTESIAN_POINT('',${list(p.map(real))})`);
  const direction = (d: Vec) => out.add(`DIRECTION('',${list(d.map(real))})`);
  // corner i has bit 0 for x, bit 1 for y, bit 2 for z at the far side
  const corner = (i: number): Vec => [0, 1, 2].map((axis) => box.at[axis] + ((i >> axis) & 1) * box.size[axis]) as Vec;
  const vertices = Array.from({ length: 8 }, (_, i) => out.add(`VERTEX_POINT('',${point(corner(i))})`));
  const edges = new Map<string, string>();
  const edge = (from: number, to: number) => {
    const [a, b] = from < to ? [from, to] : [to, from];
    const key = `${a}-${b}`;
    if (!edges.has(key)) {
      const axis = Math.log2(b - a);
      const line = out.add(`LINE('',${point(corner(a))},${out.add(`VECTOR('',${direction(unit(axis))},${real(box.size[axis])})`)})`);
      edges.set(key, out.add(`EDGE_CURVE('',${vertices[a]},${vertices[b]},${line},.T.)`));
    }
    return out.add(`ORIENTED_EDGE('',*,*,${edges.get(key)},${from < to ? '.T.' : '.F.'})`);
  };
  const faces: string[] = [];
  for (let axis = 0; axis < 3; axis++) {
    for (const side of [0, 1]) {
      // u × v is the axis: corners in (u, v) order go anticlockwise seen from outside the far side
      const u = 1 << ((axis + 1) % 3);
      const v = 1 << ((axis + 2) % 3);
      const base = side << axis;
      const ring = side ? [base, base + u, base + u + v, base + v] : [base, base + v, base + u + v, base + u];
      const loop = out.add(`EDGE_LOOP('',${list(ring.map((c, i) => edge(c, ring[(i + 1) % 4])))})`);
      const bound = out.add(`FACE_OUTER_BOUND('',${loop},.T.)`);
      const placement = out.add(`AXIS2_PLACEMENT_3D('',${point(corner(base))},${direction(unit(axis, side ? 1 : -1))},${direction(unit((axis + 1) % 3))})`);
      faces.push(out.add(`ADVANCED_FACE('',(${bound}),${out.add(`PLANE('',${placement})`)},.T.)`));
    }
  }
  return out.add(`MANIFOLD_SOLID_BREP('${box.name}',${out.add(`CLOSED_SHELL('',${list(faces)})`)})`);
}

/** A STEP file of one part made of the given boxes, each solid coloured as its `colour` says. */
export function stepOfBoxes(part: string, boxes: StepBox[]): Buffer {
  const out = new Entities();
  const app = out.add("APPLICATION_CONTEXT('core data for automotive mechanical design processes')");
  out.add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${app})`);
  const product = out.add(`PRODUCT('${part}','${part}','',(${out.add(`PRODUCT_CONTEXT('',${app},'mechanical')`)}))`);
  const definition = out.add(`PRODUCT_DEFINITION('design','',${out.add(`PRODUCT_DEFINITION_FORMATION('','',${product})`)},${out.add(`PRODUCT_DEFINITION_CONTEXT('part definition',${app},'design')`)})`);
  const shape = out.add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);
  const mm = out.add('(LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.))');
  const radian = out.add('(NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.))');
  const steradian = out.add('(NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT())');
  const uncertainty = out.add(`UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),${mm},'distance_accuracy_value','')`);
  const context = out.add(
    `(GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty})) GLOBAL_UNIT_ASSIGNED_CONTEXT((${mm},${radian},${steradian})) REPRESENTATION_CONTEXT('',''))`,
  );
  const solids = boxes.map((box) => brepBox(out, box));
  const representation = out.add(`ADVANCED_BREP_SHAPE_REPRESENTATION('${part}',${list(solids)},${context})`);
  out.add(`SHAPE_DEFINITION_REPRESENTATION(${shape},${representation})`);
  const styled = boxes.map((box, i) => {
    const colour = out.add(`COLOUR_RGB('',${box.colour.map(real).join(',')})`);
    const fill = out.add(`FILL_AREA_STYLE('',(${out.add(`FILL_AREA_STYLE_COLOUR('',${colour})`)}))`);
    const side = out.add(`SURFACE_SIDE_STYLE('',(${out.add(`SURFACE_STYLE_FILL_AREA(${fill})`)}))`);
    const style = out.add(`PRESENTATION_STYLE_ASSIGNMENT((${out.add(`SURFACE_STYLE_USAGE(.BOTH.,${side})`)}))`);
    return out.add(`STYLED_ITEM('colour',(${style}),${solids[i]})`);
  });
  out.add(`MECHANICAL_DESIGN_GEOMETRIC_PRESENTATION_REPRESENTATION('',${list(styled)},${context})`);
  const header = [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('${part}'),'2;1');`,
    `FILE_NAME('${part}.step','2026-01-01T00:00:00',(''),(''),'Joinery','Joinery','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
  ];
  return Buffer.from([...header, ...out.lines, 'ENDSEC;', 'END-ISO-10303-21;', ''].join('\n'));
}
