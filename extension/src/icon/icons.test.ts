import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICON_SIZES, type IconSize, iconPng } from './icons.ts'
import { crc32 } from './png.ts'
import { pixelAt, readPng } from './read-png.ts'

/** The pixel of an icon of `size` that holds the favicon's point x, y (32-unit viewBox). */
const at = (size: number, x: number, y: number) => [Math.floor((x / 32) * size), Math.floor((y / 32) * size)] as const

describe('the extension icon', () => {
  it('computes the CRC-32 PNG uses', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082)
  })

  it.each(ICON_SIZES)('is a valid %i px RGBA PNG with valid chunks', (size: IconSize) => {
    const png = readPng(iconPng(size))
    expect(png).toMatchObject({ width: size, height: size, bitDepth: 8, colorType: 6, chunks: ['IHDR', 'IDAT', 'IEND'] })
    expect(png.rgba).toHaveLength(size * size * 4)
  })

  it.each([16, 128] as const)('draws the logo at %i px: transparent corners, purple square, white drawing', (size) => {
    const png = readPng(iconPng(size))
    const pixel = (x: number, y: number) => pixelAt(png, ...at(size, x, y))
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [size - 1, size - 1],
    ] as const)
      expect(pixelAt(png, x, y).slice(-2), `corner ${x},${y}`).toBe('00')
    // Background away from the drawing; and inside the top box, which is an outline, not a fill.
    expect(pixel(3, 11)).toBe('#4a00ffff')
    expect(pixel(16, 8.5)).toBe('#4a00ffff')
    // On the strokes (points where the 16 px grid has a pixel centre): the crossbar, its right leg,
    // the top edge of the top box, the left box's left edge.
    expect(pixel(17, 17)).toBe('#ffffffff')
    expect(pixel(23, 19)).toBe('#ffffffff')
    expect(pixel(16, 5)).toBe('#ffffffff')
    expect(pixel(5, 24)).toBe('#ffffffff')
    // The rounded edge is anti-aliased: some pixels are partly transparent.
    expect(Array.from({ length: size * size }, (_, i) => png.rgba[i * 4 + 3]).some((a = 0) => a > 0 && a < 255)).toBe(true)
  })

  it('follows the portal favicon it is drawn from', () => {
    // The drawing copies these numbers; if the logo changes, draw-icon.ts has to change with it.
    const svg = readFileSync(join(import.meta.dirname, '../../../apps/portal/public/favicon.svg'), 'utf8')
    for (const part of [
      'viewBox="0 0 32 32"',
      '<rect width="32" height="32" rx="7" fill="#4a00ff"/>',
      'stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"',
      '<rect x="12" y="5" width="8" height="7" rx="1.5"/>',
      '<rect x="5" y="20" width="8" height="7" rx="1.5"/>',
      '<rect x="19" y="20" width="8" height="7" rx="1.5"/>',
      '<path d="M9 20v-3h14v3M16 12v5"/>',
    ])
      expect(svg).toContain(part)
  })
})
