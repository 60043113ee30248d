import type { TestProject } from 'vitest/node'
import { startGoogleKeys } from './google-keys'
import { startMailApi } from './mail-api'
import { startSiteverify } from './siteverify'

declare module 'vitest' {
  export interface ProvidedContext {
    googleKeysUrl: string
    siteverifyUrl: string
    mailApiUrl: string
  }
}

/** Local servers speaking the outside providers' protocols, started once for the Worker tests. */
export default async function setup(project: TestProject) {
  const servers = await Promise.all([startGoogleKeys(), startSiteverify(), startMailApi()])
  const [google, siteverify, mail] = servers
  project.provide('googleKeysUrl', google.url)
  project.provide('siteverifyUrl', siteverify.url)
  project.provide('mailApiUrl', mail.url)
  return async () => {
    await Promise.all(servers.map((server) => server.close()))
  }
}
