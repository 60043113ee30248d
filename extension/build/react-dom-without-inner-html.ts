import type { Plugin } from 'vite'

/**
 * react-dom writes innerHTML in one place only: the `dangerouslySetInnerHTML` prop (its add and update
 * paths). The extension never uses that prop, and Firefox's add-on linter rightly flags an innerHTML
 * assignment of a variable (UNSAFE_VAR_ASSIGNMENT) in the bundle. This removes the capability from the
 * bundled react-dom: the prop throws instead. A react-dom whose code no longer matches fails the build,
 * so an upgrade is looked at rather than silently left with the assignment. ADR 0026.
 */
const ASSIGNMENT = '(domElement.innerHTML = key)'
const REFUSAL = '(() => { throw Error("dangerouslySetInnerHTML is not available in the extension") })()'
const EXPECTED = 2

export function reactDomWithoutInnerHtml(): Plugin {
  return {
    name: 'react-dom-without-inner-html',
    transform(code, id) {
      if (!/react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null
      const found = code.split(ASSIGNMENT).length - 1
      if (found !== EXPECTED) throw new Error(`react-dom changed: ${found} innerHTML assignments where ${EXPECTED} were expected`)
      return { code: code.replaceAll(ASSIGNMENT, REFUSAL), map: null }
    },
  }
}
