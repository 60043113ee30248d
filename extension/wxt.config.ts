import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { defineConfig } from 'wxt'
import { reactDomWithoutInnerHtml } from './build/react-dom-without-inner-html.ts'
import { ICON_SIZES, iconMap, iconPath, iconPng } from './src/icon/icons.ts'

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../apps/portal/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>

/** The browser's own manifest texts (_locales), taken from the product's one text catalogue. */
function manifestLocale(locale: string): string {
  const texts = catalogue(locale)
  return JSON.stringify({
    extension_name: { message: texts.product_name },
    extension_description: { message: texts.extension_description },
  })
}

export default defineConfig({
  srcDir: 'src',
  // The popup is React, like the portal (Vite's React plugin, JSX).
  modules: ['@wxt-dev/module-react'],
  vite: () => ({ plugins: [reactDomWithoutInnerHtml()] }),
  // Every file imports what it uses. WXT's auto-imports read exports with regular expressions: they took
  // the fields of `Settings` (bypass, copyFormat...) for exports of state.ts and injected imports of them
  // into files with parameters of those names, which broke the build.
  imports: false,
  outDir: 'dist',
  zip: {
    artifactTemplate: 'proxy-portal-extension-{{version}}-{{browser}}.zip',
    sourcesTemplate: 'proxy-portal-extension-{{version}}-sources.zip',
  },
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: '__MSG_extension_name__',
    description: '__MSG_extension_description__',
    default_locale: 'vi',
    // proxy: switching; webRequest + webRequestAuthProvider: answering proxy logins (Firefox also
    // needs webRequestBlocking for a blocking onAuthRequired); alarms: the list refresh. <all_urls>:
    // logins and proxy errors can come from any site.
    permissions: [
      'storage',
      'proxy',
      'alarms',
      'webRequest',
      'webRequestAuthProvider',
      ...(browser === 'firefox' ? ['webRequestBlocking'] : []),
    ],
    host_permissions: ['<all_urls>'],
    // The portal's logo rasterized by resvg at build time (hook below, src/icon/icons.ts). WXT's own discovery of icon/<size>.png gives the same `icons`
    // (the keys merge, no duplicates); naming them keeps the manifest independent of file-name rules,
    // and the toolbar's default_icon is never discovered.
    icons: iconMap(ICON_SIZES),
    action: { default_icon: iconMap([16, 32]) },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'extension@proxyportal.example',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            // Firefox for Android reads data_collection_permissions from 142 on.
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
  hooks: {
    'build:publicAssets': (wxt, files) => {
      for (const locale of ['vi', 'en']) files.push({ relativeDest: `_locales/${locale}/messages.json`, contents: manifestLocale(locale) })
      // Generated files take text only (WXT writes `contents` as UTF-8), so each PNG is written under
      // .wxt (not committed) and copied from there.
      for (const size of ICON_SIZES) {
        const absoluteSrc = join(wxt.config.wxtDir, iconPath(size))
        mkdirSync(dirname(absoluteSrc), { recursive: true })
        writeFileSync(absoluteSrc, iconPng(size))
        files.push({ relativeDest: iconPath(size), absoluteSrc })
      }
    },
  },
})
