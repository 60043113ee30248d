import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * styles.css leaves out daisyUI components whose names Tailwind finds only as plain words in the code
 * (a `.filter(` call, a date range, the OTP dialog's file name). A component left out has no CSS: this
 * fails when a class list in the portal names one, so that using it means taking it off the list.
 */
const src = fileURLToPath(new URL('../src', import.meta.url))
const styles = readFileSync(join(src, 'styles.css'), 'utf8')

function excluded(): string[] {
  const list = /@plugin "daisyui" \{[^}]*\bexclude:\s*([^;]+);/.exec(styles)?.[1] ?? ''
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}

/** Every class list in a component: className="…", className={`…`} and the strings of className={…(…)}. */
function classLists(code: string): string[] {
  const lists: string[] = []
  for (const match of code.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{([^}]*)\})/g)) {
    const [, quoted, template, expression] = match
    if (quoted !== undefined) lists.push(quoted)
    if (template !== undefined) lists.push(template.replace(/\$\{[^}]*\}/g, ' '))
    if (expression !== undefined) for (const inner of expression.matchAll(/'([^']*)'|"([^"]*)"/g)) lists.push(inner[1] ?? inner[2] ?? '')
  }
  return lists
}

/** The classes of a list without their variants (`lg:steps-horizontal` is `steps-horizontal`). */
const classesOf = (list: string) => list.split(/\s+/).map((token) => token.split(':').pop() ?? '')

describe("daisyUI's excluded components", () => {
  it('are the ones styles.css names, and none is one the portal needs', () => {
    expect(excluded()).toEqual(['otp', 'countdown', 'range', 'stack', 'filter', 'chat', 'validator'])
    // The components the portal draws stay in: the list must not grow by a slip.
    for (const used of ['btn', 'card', 'menu', 'modal', 'steps', 'collapse', 'hero', 'loading', 'toggle'])
      expect(excluded()).not.toContain(used)
  })

  it('are named by no class list in the portal', () => {
    const names = excluded()
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((name) => name.endsWith('.tsx') && !name.includes('paraglide'))
    const uses: string[] = []
    for (const file of files) {
      for (const list of classLists(readFileSync(join(src, file), 'utf8'))) {
        for (const name of classesOf(list)) {
          if (names.some((component) => name === component || name.startsWith(`${component}-`))) uses.push(`${file}: ${name}`)
        }
      }
    }
    expect(files.length).toBeGreaterThan(100)
    expect(uses).toEqual([])
  })

  it('would be found in a class list', () => {
    expect(classLists('<div className="stack stack-top lg:x">').flatMap(classesOf)).toEqual(['stack', 'stack-top', 'x'])
    const template = `<input className={\`input \${wide} validator\`} />`
    expect(classLists(template).flatMap(classesOf)).toContain('validator')
    expect(classLists("<ol className={cn('steps', open && 'range range-xs')}>").flatMap(classesOf)).toContain('range-xs')
  })
})
