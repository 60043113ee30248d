import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { readSquidLog, type SquidLogLine } from './logged-squid.ts'
import type { SiteRequest } from './site-server.ts'

/** What the site and squid saw, read by the tests (the servers run in the global setup's process). */
export async function siteRequests(): Promise<SiteRequest[]> {
  const response = await fetch(inject('site').requestsUrl)
  return (await response.json()) as SiteRequest[]
}

export const squidLog = (): SquidLogLine[] => readSquidLog(inject('squid').accessLog)

/** The requests the site got for one page (its favicon aside). */
export async function requestsFor(path: string): Promise<SiteRequest[]> {
  return (await siteRequests()).filter((request) => request.path === path)
}

export const throughSquid = (request: SiteRequest) => request.via !== null && request.forwardedFor !== null
export const isDirect = (request: SiteRequest) => request.via === null && request.forwardedFor === null

/** squid's lines for one page of the site: status and login. */
export const squidLinesFor = (path: string): SquidLogLine[] => squidLog().filter((line) => line.url === `${inject('site').url}${path}`)

let visits = 0
/** A path no earlier page load used, so what the site and squid saw of it is this load's alone. */
export const freshPath = (label: string) => `/visit/${label}-${Date.now()}-${++visits}`

/** Loads a page of the site in `page`: the HTTP status, or the browser's network error. */
export async function loadSite(page: Page, path: string): Promise<{ status: number } | { error: string }> {
  await page.bringToFront()
  try {
    const response = await page.goto(`${inject('site').url}${path}`, { timeout: 15_000 })
    return { status: response?.status() ?? 0 }
  } catch (error) {
    const message = (error as Error).message
    return { error: /net::ERR_[A-Z_]+/.exec(message)?.[0] ?? message.split('\n')[0] ?? message }
  }
}
