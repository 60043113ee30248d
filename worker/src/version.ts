import rootPackage from '../../package.json'

/** The product version, from the root package.json. */
export const version: string = rootPackage.version
