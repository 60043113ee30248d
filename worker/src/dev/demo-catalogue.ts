import type { BandwidthTier, IpMode, IpVersion, PeriodUnit, ProxyKind } from '../contract/catalogue'

/**
 * Demo catalogue for local mode: Vietnamese market prices in Xu, per proxy. Periods: 1 day, 1 week,
 * 1 month, 3 months. countryCode '*' prices every country without a row of its own.
 */
type Product = { kind: ProxyKind; ipVersion: IpVersion; ipMode: IpMode }
type Period = { periodUnit: PeriodUnit; periodCount: number }

const periods: Period[] = [
  { periodUnit: 'day', periodCount: 1 },
  { periodUnit: 'week', periodCount: 1 },
  { periodUnit: 'month', periodCount: 1 },
  { periodUnit: 'month', periodCount: 3 },
]

/** Per product and country: the price for each period above, in order. */
const priceTable: [Product, string, [number, number, number, number]][] = [
  [{ kind: 'private', ipVersion: 'ipv4', ipMode: 'static' }, '*', [3_000, 15_000, 45_000, 120_000]],
  [{ kind: 'private', ipVersion: 'ipv4', ipMode: 'static' }, 'US', [4_000, 18_000, 55_000, 150_000]],
  [{ kind: 'private', ipVersion: 'ipv4', ipMode: 'dynamic' }, '*', [4_000, 20_000, 60_000, 160_000]],
  [{ kind: 'shared', ipVersion: 'ipv4', ipMode: 'static' }, '*', [1_500, 7_000, 20_000, 54_000]],
  [{ kind: 'shared', ipVersion: 'ipv4', ipMode: 'dynamic' }, '*', [2_000, 10_000, 30_000, 80_000]],
  [{ kind: 'private', ipVersion: 'ipv6', ipMode: 'static' }, '*', [800, 3_500, 10_000, 27_000]],
  [{ kind: 'private', ipVersion: 'ipv6', ipMode: 'dynamic' }, '*', [1_200, 5_000, 15_000, 40_000]],
  [{ kind: 'shared', ipVersion: 'ipv6', ipMode: 'static' }, '*', [500, 2_000, 5_000, 13_500]],
]

export const demoPrices = priceTable.flatMap(([product, countryCode, amounts]) =>
  periods.map((period, at) => ({
    ...product,
    countryCode,
    ...period,
    price: amounts[at] ?? 0,
    // The month of a private static IPv4 is what most customers buy.
    popular: product.kind === 'private' && product.ipVersion === 'ipv4' && product.ipMode === 'static' && at === 2,
  })),
)

export const demoTiers: { tier: BandwidthTier; monthlyGb: number | null; surchargePercent: number }[] = [
  { tier: 'basic', monthlyGb: 50, surchargePercent: 0 },
  { tier: 'advanced', monthlyGb: 200, surchargePercent: 20 },
  { tier: 'premium', monthlyGb: 500, surchargePercent: 50 },
  { tier: 'unlimited', monthlyGb: null, surchargePercent: 100 },
]

export const demoDiscounts = [
  { minAmount: 10, percent: 5 },
  { minAmount: 50, percent: 10 },
  { minAmount: 100, percent: 15 },
]

/** The dashboard's promotion names this package. */
export const SUPER_PROXY_PACKAGE = 'Vietnam super proxy'

const month = { periodUnit: 'month', periodCount: 1 } as const
const week = { periodUnit: 'week', periodCount: 1 } as const
const privateStatic = { kind: 'private', ipVersion: 'ipv4', ipMode: 'static' } as const

export const demoPackages = [
  {
    name: 'Proxy Việt Nam siêu tốc',
    nameEn: SUPER_PROXY_PACKAGE,
    description: 'Proxy Việt Nam riêng, IP tĩnh tốc độ cao, 500 GB mỗi proxy mỗi tháng. Giá gói rẻ hơn mua lẻ.',
    descriptionEn: 'Private Vietnamese proxies, fast static IPs, 500 GB per proxy a month. Cheaper than buying one by one.',
    ...privateStatic,
    countryCode: 'VN',
    amount: 10,
    bandwidthTier: 'premium',
    ...month,
    price: 590_000,
    renewPrice: 590_000,
    popular: true,
  },
  {
    name: 'Mỹ khởi đầu 5',
    nameEn: 'US Starter 5',
    description: '5 proxy riêng IPv4 tĩnh tại Mỹ.',
    descriptionEn: '5 private static IPv4 proxies in the US.',
    ...privateStatic,
    countryCode: 'US',
    amount: 5,
    bandwidthTier: 'basic',
    ...month,
    price: 260_000,
    renewPrice: 260_000,
  },
  {
    name: 'Singapore doanh nghiệp 20',
    nameEn: 'Singapore Business 20',
    description: '20 proxy riêng Singapore cho doanh nghiệp, 200 GB mỗi proxy.',
    descriptionEn: '20 private Singapore proxies for business, 200 GB per proxy.',
    ...privateStatic,
    countryCode: 'SG',
    amount: 20,
    bandwidthTier: 'advanced',
    ...month,
    price: 950_000,
    renewPrice: 950_000,
  },
  {
    name: 'IPv6 số lượng lớn 50',
    nameEn: 'IPv6 Bulk 50',
    description: '50 proxy IPv6 riêng tại Singapore, giá rẻ cho số lượng lớn.',
    descriptionEn: '50 private IPv6 proxies in Singapore, cheap in bulk.',
    kind: 'private',
    ipVersion: 'ipv6',
    ipMode: 'static',
    countryCode: 'SG',
    amount: 50,
    bandwidthTier: 'basic',
    ...month,
    price: 400_000,
    renewPrice: 400_000,
  },
  {
    name: 'Nhật Bản cơ bản 10',
    nameEn: 'Japan Basic 10',
    description: '10 proxy riêng Nhật Bản, gói cơ bản.',
    descriptionEn: '10 private Japanese proxies, basic package.',
    kind: 'private',
    ipVersion: 'ipv4',
    ipMode: 'static',
    countryCode: 'JP',
    amount: 10,
    bandwidthTier: 'basic',
    ...month,
    price: 180_000,
    renewPrice: 180_000,
  },
  {
    name: 'VN xoay IP 5',
    nameEn: 'VN Rotating 5',
    description: '5 proxy Việt Nam xoay IP, không giới hạn băng thông.',
    descriptionEn: '5 Vietnamese proxies with rotating IPs, unlimited bandwidth.',
    kind: 'private',
    ipVersion: 'ipv4',
    ipMode: 'dynamic',
    countryCode: 'VN',
    amount: 5,
    bandwidthTier: 'unlimited',
    ...week,
    price: 180_000,
    renewPrice: 200_000,
  },
  {
    name: 'Gói tuần 3',
    nameEn: 'Weekly Pack 3',
    description: '3 proxy riêng Singapore trong 1 tuần.',
    descriptionEn: '3 private Singapore proxies for 1 week.',
    kind: 'private',
    ipVersion: 'ipv4',
    ipMode: 'static',
    countryCode: 'SG',
    amount: 3,
    bandwidthTier: 'basic',
    ...week,
    price: 19_000,
    renewPrice: 21_000,
  },
  {
    name: 'Nhật Bản chơi game 10 (3 tháng)',
    nameEn: 'Japan Gaming 10 (3 months)',
    description: '10 proxy riêng Nhật Bản, ping thấp cho game, 3 tháng.',
    descriptionEn: '10 private Japanese proxies, low ping for games, 3 months.',
    ...privateStatic,
    countryCode: 'JP',
    amount: 10,
    bandwidthTier: 'premium',
    periodUnit: 'month',
    periodCount: 3,
    price: 1_590_000,
    renewPrice: 1_590_000,
  },
] as const
