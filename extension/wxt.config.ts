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
  outDir: 'dist',
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: '__MSG_extension_name__',
    description: '__MSG_extension_description__',
    default_locale: 'vi',
    permissions: ['storage'],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'extension@proxyportal.example',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
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
