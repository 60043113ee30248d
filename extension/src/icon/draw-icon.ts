/**
 * The portal's logo (apps/portal/public/favicon.svg) drawn into RGBA pixels, so the extension's icons
 * come from the same design without an image library. Geometry is in the favicon's 32-unit viewBox;
 * each shape is a signed distance (negative inside), and a pixel's coverage is how far inside its
 * centre lies, in pixels: `0.5 - distance / pixel`, clamped to 0..1 (anti-aliased edges).
 */

type Point = readonly [number, number]

const VIEWBOX = 32
const PURPLE = [0x4a, 0x00, 0xff] as const
/** Half of the favicon's stroke-width 2.4. */
const HALF_STROKE = 1.2

/** Distance to a rectangle at x, y of width w and height h with corner radius r. */
function roundRect(px: number, py: number, x: number, y: number, w: number, h: number, r: number): number {
  const qx = Math.abs(px - (x + w / 2)) - (w / 2 - r)
  const qy = Math.abs(py - (y + h / 2)) - (h / 2 - r)
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
}

/** Distance to the segment a-b (a round cap at each end comes from subtracting the half stroke). */
function segment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax
  const dy = by - ay
  const t = Math.min(Math.max(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy), 0), 1)
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** The outlined boxes: `<rect x y width height rx=1.5>`, stroked. */
const BOXES = [
  [12, 5, 8, 7],
  [5, 20, 8, 7],
  [19, 20, 8, 7],
] as const
/** `M9 20v-3h14v3 M16 12v5` as segments; round joins are the union of round-capped segments. */
const LINES: readonly (readonly [Point, Point])[] = [
  [
    [9, 20],
    [9, 17],
  ],
  [
    [9, 17],
    [23, 17],
  ],
  [
    [23, 17],
    [23, 20],
  ],
  [
    [16, 12],
    [16, 17],
  ],
]

/** Distance to the white drawing: the union (minimum) of every stroke. */
function strokes(x: number, y: number): number {
  let d = Number.POSITIVE_INFINITY
  for (const [bx, by, w, h] of BOXES) d = Math.min(d, Math.abs(roundRect(x, y, bx, by, w, h, 1.5)) - HALF_STROKE)
  for (const [a, b] of LINES) d = Math.min(d, segment(x, y, a, b) - HALF_STROKE)
  return d
}

const coverage = (distance: number, pixel: number) => Math.min(Math.max(0.5 - distance / pixel, 0), 1)

/** The icon at size x size pixels: purple rounded square, white drawing, transparent outside. */
export function drawIcon(size: number): Uint8Array {
  const pixel = VIEWBOX / size
  const rgba = new Uint8Array(size * size * 4)
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = (col + 0.5) * pixel
      const y = (row + 0.5) * pixel
      const alpha = coverage(roundRect(x, y, 0, 0, VIEWBOX, VIEWBOX, 7), pixel)
      const white = coverage(strokes(x, y), pixel)
      const at = (row * size + col) * 4
      // White over purple; the square's edge only fades the alpha (colours stay unpremultiplied).
      for (let channel = 0; channel < 3; channel++) rgba[at + channel] = Math.round((PURPLE[channel] as number) * (1 - white) + 255 * white)
      rgba[at + 3] = Math.round(255 * alpha)
    }
  }
  return rgba
}
