declare const __LOCAL_MODE__: boolean

/**
 * True in builds for running on one machine (`npm start`, the tests); false in production builds,
 * which then carry no dev mailbox and no outbox (the bundler drops that code).
 */
export const LOCAL_MODE: boolean = __LOCAL_MODE__
