/**
 * Demo data for local runs: public settings and countries. Inserted with ON CONFLICT DO NOTHING,
 * so seeding is idempotent and never overwrites what an admin changed.
 */
export const demoSettings: Record<string, unknown> = {
  contacts: {
    social: 'https://www.facebook.com/proxyportal.demo',
    channel: 'https://t.me/proxyportal_demo',
    chat: 'https://zalo.me/0900000000',
  },
  sisterSites: [
    { name: 'IPv6 Hub', url: 'https://ipv6hub.example.com', tagline: 'IPv6 /64' },
    { name: 'Mobile Proxy VN', url: 'https://mobileproxy.example.net', tagline: '4G' },
  ],
  company: {
    name: 'Công ty TNHH Cổng Proxy (demo)',
    address: 'Tầng 5, 123 Đường Láng, Đống Đa, Hà Nội',
    taxCode: '0109999999',
    email: 'support@proxyportal.example',
    hotline: '0900 000 000',
  },
  tutorialVideo: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  vndPerUsd: 26000,
}

export const demoCountries = ['VN', 'US', 'SG', 'JP', 'KR', 'HK', 'TH', 'ID', 'IN', 'DE', 'GB', 'FR', 'NL', 'CA', 'AU']

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`

export function seedSql(now: number = Date.now()): string {
  const settings = Object.entries(demoSettings).map(
    ([key, value]) =>
      `INSERT INTO settings (key, value, updated_at) VALUES (${quote(key)}, ${quote(JSON.stringify(value))}, ${now}) ON CONFLICT(key) DO NOTHING;`,
  )
  const countries = demoCountries.map(
    (code, index) => `INSERT INTO countries (code, enabled, sort_order) VALUES (${quote(code)}, 1, ${index}) ON CONFLICT(code) DO NOTHING;`,
  )
  return [...settings, ...countries].join('\n')
}
