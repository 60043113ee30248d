/** What `el` accepts besides children: attributes, and `on<event>` listeners. */
type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>
type Child = Node | string | null | undefined | false

/**
 * One element with its attributes, listeners and children: the popup is plain DOM (no framework),
 * so it opens fast. `false`, `null` and `undefined` attributes and children are left out.
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value))
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child)
  return element
}

/** A button that is never a form's submit by accident. */
export const button = (attrs: Attrs, ...children: Child[]) => el('button', { type: 'button', ...attrs }, ...children)

/** A process-wide counter for label/field ids, so labels point at the right field. */
let lastId = 0
export const nextId = (prefix: string) => `${prefix}-${++lastId}`
