import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ExtensionBrowser, launchExtension } from './extension-browser.ts'

/** The browser APIs the test reads from the popup page. */
declare const chrome: { management: { getSelf(): Promise<{ icons?: { size: number }[] }> } }

const SIZES = [16, 32, 48, 128]
const built = (target: string) => fileURLToPath(new URL(`../dist/${target}/`, import.meta.url))

/** What a PNG file's header says: its size, bit depth and colour type (6: RGBA). */
function pngHeader(file: Buffer) {
  if (file.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('not a PNG')
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20), bitDepth: file[24], colorType: file[25] }
}

let browser: ExtensionBrowser

beforeAll(async () => {
  browser = await launchExtension()
})

afterAll(async () => {
  await browser?.close()
})

describe('the extension icons', () => {
  it.each(['chrome-mv3', 'firefox-mv3'])('%s lists its icons and ships each at its size', (target) => {
    const manifest = JSON.parse(readFileSync(`${built(target)}manifest.json`, 'utf8'))
    const expected = Object.fromEntries(SIZES.map((size) => [String(size), `icon/${size}.png`]))
    expect(manifest.icons).toEqual(expected)
    expect(manifest.action.default_icon).toEqual({ 16: 'icon/16.png', 32: 'icon/32.png' })
    for (const size of SIZES) {
      const file = `${built(target)}icon/${size}.png`
      expect(existsSync(file), file).toBe(true)
      expect(pngHeader(readFileSync(file)), file).toEqual({ width: size, height: size, bitDepth: 8, colorType: 6 })
    }
  })

  it('are taken by Chromium, and the popup header shows the icon as Chromium decodes it', async () => {
    const page = await browser.openPopup()
    expect((await page.evaluate(() => chrome.management.getSelf())).icons?.map((icon) => icon.size)).toEqual(SIZES)
    const image = page.locator('header h1 img')
    await image.waitFor()
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('header h1 img')?.complete)
    // Chromium's own PNG decoder reads the file: a corner, the purple square, a white stroke.
    const pixels = await image.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const context = canvas.getContext('2d')
      context?.drawImage(img, 0, 0)
      const hex = (x: number, y: number) =>
        `#${Array.from(context?.getImageData(x, y, 1, 1).data ?? [], (byte) => byte.toString(16).padStart(2, '0')).join('')}`
      return { width: img.naturalWidth, height: img.naturalHeight, corner: hex(0, 0), purple: hex(3, 11), white: hex(17, 17) }
    })
    expect(pixels).toEqual({ width: 32, height: 32, corner: '#00000000', purple: '#4a00ffff', white: '#ffffffff' })
    await page.close()
  })
})
