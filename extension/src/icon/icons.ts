import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'

/**
 * The extension's icons are the portal's logo (apps/portal/public/favicon.svg), rasterized at build
 * time by resvg (a maintained SVG renderer shipped as a binary inside its npm package): one design, one
 * source, no image committed. ADR 0026.
 */
export const LOGO = new URL('../../../apps/portal/public/favicon.svg', import.meta.url)

/** The sizes Chrome and Firefox ask for: toolbar (16, 32 on high-DPI), extensions page (48), store (128). */
export const ICON_SIZES = [16, 32, 48, 128] as const
export type IconSize = (typeof ICON_SIZES)[number]

/** Where an icon lives in the built extension. */
export const iconPath = (size: IconSize) => `icon/${size}.png`

/** The logo drawn at size x size pixels (system fonts are not loaded: the logo has no text). */
export const renderIcon = (size: IconSize) =>
  new Resvg(readFileSync(LOGO), { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render()

/** The PNG file of the icon at one size. */
export const iconPng = (size: IconSize) => renderIcon(size).asPng()

/** `{ "16": "icon/16.png", ... }`, the shape of the manifest's `icons` and `action.default_icon`. */
export const iconMap = (sizes: readonly IconSize[]) => Object.fromEntries(sizes.map((size) => [String(size), iconPath(size)]))
