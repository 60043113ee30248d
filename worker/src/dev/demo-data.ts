/** Demo data for local mode (`npm start`, the tests): never part of a production build. */
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
  bankAccounts: [{ bankBin: '970436', bankName: 'Vietcombank', accountNumber: '1023456789', accountName: 'CONG TY TNHH CONG PROXY' }],
}

export const demoCountries = ['VN', 'US', 'SG', 'JP', 'KR', 'HK', 'TH', 'ID', 'IN', 'DE', 'GB', 'FR', 'NL', 'CA', 'AU']
/** Listed but not on sale, with no stock, as a shop keeps a market it is opening: the admin's toggle shows both states. */
export const DEMO_COUNTRIES_OFF_SALE: readonly string[] = ['KR']

/** The demo logins printed by `npm start`: verified, two-factor off. */
export const demoUsers = [
  { email: 'admin@demo.local', username: 'admin', name: 'Demo Admin', password: 'Admin@12345', role: 0 },
  { email: 'customer@demo.local', username: 'customer', name: 'Demo Customer', password: 'Customer@12345', role: 1 },
] as const

export const DEMO_CUSTOMER_EMAIL = 'customer@demo.local'
/** What the demo customer starts with, in Xu: enough to buy proxies and a shared plan. */
export const DEMO_OPENING_BALANCE = 2_000_000
