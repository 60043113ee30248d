import { type Browser, browser } from 'wxt/browser'
import type { BrowserTarget } from './apply-proxy'
import { createAuthGuard, type LoginResponse, type ProxyChallenge } from './auth-guard'
import { isStaleProblem, problemOfError, problemOfProxyError, wentThroughProxy } from './problems'
import { activeItem, type Problem, problemItem } from './state'

const ALL_URLS = { urls: ['<all_urls>'] }
/** Narrow filters: each matching event wakes a stopped service worker. */
const PAGE_REQUESTS = { urls: ['<all_urls>'], types: ['main_frame', 'sub_frame', 'xmlhttprequest'] as Browser.webRequest.ResourceType[] }
const PAGES = { urls: ['<all_urls>'], types: ['main_frame'] as Browser.webRequest.ResourceType[] }

/** Every failing request through a dead proxy reports the same thing: write it once. */
async function noteProblem(problem: Problem | null): Promise<void> {
  if (problem === null) return
  const current = await problemItem.getValue()
  if (current?.kind === problem.kind && current.proxyId === problem.proxyId && current.detail === problem.detail) return
  await problemItem.setValue(problem)
}

/** Firefox adds the proxy it used to request details; Chrome gives the address it connected to. */
type FinishedRequest = { requestId: string; type: string; ip?: string; proxyInfo?: { host: string; port: number } | null }
type FailedRequest = FinishedRequest & { error: string; url: string }

/**
 * The network side of the background: login answers, proxy failures, recovery. Must be called
 * synchronously when the background starts: Chrome delivers the event that woke a stopped service
 * worker only to listeners registered in that first turn, and an unanswered proxy challenge is a
 * login prompt. Each handler reads the active proxy from storage, so nothing depends on memory
 * that a stopped worker lost (except the per-request guard, which is only about live requests).
 */
export function registerNetworkListeners(target: BrowserTarget): void {
  const guard = createAuthGuard()
  const answerLogin = async (challenge: ProxyChallenge): Promise<LoginResponse> => {
    const { response, problem } = guard.answer(challenge, await activeItem.getValue(), Date.now())
    await noteProblem(problem)
    return response
  }
  const onAuthRequired = browser.webRequest.onAuthRequired as unknown as {
    addListener(
      listener: (details: ProxyChallenge, callback?: (response: LoginResponse) => void) => unknown,
      filter: object,
      spec: string[],
    ): void
  }
  if (target === 'chrome') {
    // Chrome: 'asyncBlocking' hands a callback (with webRequestAuthProvider, no blocking permission in MV3).
    onAuthRequired.addListener(
      (details, callback) => {
        answerLogin(details).then(callback, () => callback?.({}))
      },
      ALL_URLS,
      ['asyncBlocking'],
    )
  } else {
    // Firefox: 'blocking' with a promise (needs webRequestBlocking).
    onAuthRequired.addListener((details) => answerLogin(details).catch(() => ({})), ALL_URLS, ['blocking'])
  }

  browser.webRequest.onErrorOccurred.addListener((details) => {
    // A request the guard cancelled already said 'auth_failed'; its error would only blur that.
    if (guard.finished(details.requestId)) return
    void (async () => noteProblem(problemOfError(details as FailedRequest, await activeItem.getValue(), Date.now())))()
  }, PAGE_REQUESTS)

  browser.webRequest.onCompleted.addListener((details) => {
    guard.finished(details.requestId)
    if (details.type !== 'main_frame') return
    void (async () => {
      const [active, problem] = await Promise.all([activeItem.getValue(), problemItem.getValue()])
      if (active && problem && !isStaleProblem(problem, active) && wentThroughProxy(details as FinishedRequest, active)) {
        await problemItem.setValue(null)
      }
    })()
  }, PAGES)

  if (target === 'chrome') {
    browser.proxy.onProxyError.addListener((error) => {
      void (async () => noteProblem(problemOfProxyError(error, await activeItem.getValue(), Date.now())))()
    })
  }
}
