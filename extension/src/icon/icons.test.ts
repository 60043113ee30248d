// @vitest-environment node

import { describe, expect, it } from 'vitest'
import { ICON_SIZES, type IconSize, iconPng, renderIcon } from './icons.ts'

/** The colour of one pixel of a rendering, as #rrggbbaa. */
function pixel(image: { pixels: Buffer; width: number }, x: number, y: number): string {
  const at = (Math.floor(y) * image.width + Math.floor(x)) * 4
  return `#${[...image.pixels.subarray(at, at + 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The pixel of an icon of `size` that holds the logo's point x, y (its 32-unit viewBox). */
const at = (size: number, x: number, y: number) => [(x / 32) * size, (y / 32) * size] as const

describe('the extension icon', () => {
  it.each(ICON_SIZES)('is a %i px RGBA PNG', (size: IconSize) => {
    const png = iconPng(size)
    // The PNG signature, then IHDR: width, height, bit depth 8, colour type 6 (RGBA).
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([size, size, 8, 6])
  })

  it.each([16, 128] as const)('draws the portal logo at %i px: transparent corners, purple square, white drawing', (size) => {
    // resvg's `pixels` is a getter that copies the whole buffer out of its native image on every read:
    // read it once (reading it per pixel made the 128 px check take 5 s and time out in CI).
    const rendered = renderIcon(size)
    const image = { width: rendered.width, height: rendered.height, pixels: rendered.pixels }
    expect([image.width, image.height]).toEqual([size, size])
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [size - 1, size - 1],
    ] as const)
      expect(pixel(image, x, y).slice(-2), `corner ${x},${y}`).toBe('00')
    // Background away from the drawing; and inside the top box, which is an outline, not a fill.
    expect(pixel(image, ...at(size, 3, 11))).toBe('#4a00ffff')
    expect(pixel(image, ...at(size, 16, 8.5))).toBe('#4a00ffff')
    // On the strokes: the crossbar, its right leg, the top edge of the top box, the left box's left edge.
    expect(pixel(image, ...at(size, 17, 17))).toBe('#ffffffff')
    expect(pixel(image, ...at(size, 23, 19))).toBe('#ffffffff')
    expect(pixel(image, ...at(size, 16, 5))).toBe('#ffffffff')
    expect(pixel(image, ...at(size, 5, 24))).toBe('#ffffffff')
    // The rounded edge is anti-aliased: some pixels are partly transparent.
    const alphas = Array.from({ length: size * size }, (_, i) => image.pixels[i * 4 + 3] ?? 0)
    expect(alphas.some((alpha) => alpha > 0 && alpha < 255)).toBe(true)
  })
})
