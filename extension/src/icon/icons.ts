import { drawIcon } from './draw-icon.ts'
import { encodePng } from './png.ts'

/** The sizes Chrome and Firefox ask for: toolbar (16, 32 on high-DPI), extensions page (48), store (128). */
export const ICON_SIZES = [16, 32, 48, 128] as const
export type IconSize = (typeof ICON_SIZES)[number]

/** Where an icon lives in the built extension. */
export const iconPath = (size: IconSize) => `icon/${size}.png`

/** The PNG file of the icon at one size. */
export const iconPng = (size: IconSize) => encodePng(size, size, drawIcon(size))

/** `{ "16": "icon/16.png", ... }`, the shape of the manifest's `icons` and `action.default_icon`. */
export const iconMap = (sizes: readonly IconSize[]) => Object.fromEntries(sizes.map((size) => [String(size), iconPath(size)]))
