const GB = 1024 ** 3

/** Bytes as the tiers count them: GB of 1024 MB, one decimal. */
export const gbText = (bytes: number) => `${(bytes / GB).toFixed(1)} GB`
