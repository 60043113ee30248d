import { ApiError } from './api'

/**
 * A loader's read of a thing the address names (an order, a top-up): when it is not there (404, or an
 * id the API refuses) the page renders and says so itself, as it would for any visitor following an
 * old link; any other failure fails the loader, and the error page says so.
 */
export async function unlessMissing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined
    throw error
  }
}
