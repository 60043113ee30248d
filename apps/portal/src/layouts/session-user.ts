/** What the layouts need to know of the signed-in user. */
export type LayoutUser = { name: string; username: string; role: number | string }
