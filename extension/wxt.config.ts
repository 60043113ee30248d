import { readFileSync } from 'node:fs'
import { defineConfig } from 'wxt'

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
    'build:publicAssets': (_wxt, files) => {
      for (const locale of ['vi', 'en']) files.push({ relativeDest: `_locales/${locale}/messages.json`, contents: manifestLocale(locale) })
    },
  },
})
