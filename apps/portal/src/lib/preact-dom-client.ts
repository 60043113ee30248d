import { options } from 'preact'
import { createRoot, hydrateRoot as hydratePreactRoot } from 'preact/compat/client'

/**
 * `react-dom/client` in the browser build, where React is Preact (ADR 0041, apps/portal/scripts/preact-client.ts):
 * Preact's own, except that a whole document hydrates as React hydrates it. The portal's tree starts at
 * `<html>`, and Preact 11 diffs a document as its `<html>` element, so it would put a second `<html>` inside
 * the first. It diffs this stand-in instead: a parent whose only child is the document's `<html>`.
 */
function documentParent(doc: Document) {
  return {
    nodeType: 1,
    namespaceURI: doc.documentElement.namespaceURI,
    ownerDocument: doc,
    get firstChild() {
      return doc.documentElement
    },
    get childNodes() {
      return [doc.documentElement]
    },
    insertBefore: (node: Node, before: Node | null) => doc.insertBefore(node, before),
    appendChild: (node: Node) => doc.appendChild(node),
    removeChild: (node: Node) => doc.removeChild(node),
  }
}
// React reports HTML that does not match the first render on the console (the e2e visits fail on it);
// Preact's production build replaces the node silently. Preact calls this hook (`_hydrationMismatch`,
// `__m` once mangled, the one preact/debug sets) when a server node had to be replaced.
;(options as { __m?: (vnode: { type: unknown }) => void }).__m = (vnode) => {
  const type = typeof vnode.type === 'string' ? vnode.type : 'component'
  console.error(`Hydration mismatch: the server's HTML has no <${type}> where the page renders one`)
}

export function hydrateRoot(container: Element | Document, children: Parameters<typeof hydratePreactRoot>[1]) {
  const parent = container.nodeType === 9 ? documentParent(container as Document) : container
  return hydratePreactRoot(parent as unknown as Element, children)
}

export { createRoot }
