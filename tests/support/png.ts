import { inflateSync } from 'node:zlib';

/** The RGBA pixels of an 8-bit RGBA, non-interlaced PNG (what resvg writes), to check what a render shows. */
export function decodePng(png: Buffer): { width: number; height: number; rgba: Buffer } {
  if (png.toString('latin1', 1, 4) !== 'PNG') throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('only 8-bit RGBA, non-interlaced PNGs are read here');
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const rgba = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const left = x >= 4 ? rgba[y * stride + x - 4] : 0;
      const up = y > 0 ? rgba[(y - 1) * stride + x] : 0;
      const upLeft = x >= 4 && y > 0 ? rgba[(y - 1) * stride + x - 4] : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter];
      rgba[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, rgba };
}

/** How many pixels are opaque, and how many different opaque colours there are. */
export function pixelSummary(png: Buffer): { width: number; height: number; opaque: number; colours: number } {
  const { width, height, rgba } = decodePng(png);
  let opaque = 0;
  const colours = new Set<number>();
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3] < 250) continue;
    opaque++;
    colours.add(rgba.readUInt32BE(i));
  }
  return { width, height, opaque, colours: colours.size };
}
