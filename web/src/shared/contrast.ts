/**
 * WCAG's contrast ratio of two #rrggbb colours. Written out rather than taken from
 * material-color-utilities (Contrast.ratioOfTones), which would put the whole library, about 18 KiB
 * gzipped, on every page: the package exports only its root.
 */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#FFFFFF';
const INK = '#1A1A1A';

/** The text colour that reads best on a #rrggbb background: white or near-black. */
export const readableOn = (background: string): string => (contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK);
