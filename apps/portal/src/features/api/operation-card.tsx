import type { ReferenceOperation } from '@proxy-portal/worker/contract/api-reference'
import { useState } from 'react'
import { CopyButton } from '../../components/ui/copy-button'
import { m } from '../../paraglide/messages'
import { callParts, type ExampleLanguage, example, exampleLanguages } from './examples'
import { FieldList } from './field-list'

const languageName: Record<ExampleLanguage, string> = { curl: 'curl', python: 'Python', javascript: 'JavaScript' }
const methodColor: Record<string, string> = { get: 'badge-info', post: 'badge-success', put: 'badge-warning', delete: 'badge-error' }

/** One call: folded to its method, path and summary; open, its fields and examples to copy. */
export function OperationCard({ operation, origin, apiKey }: { operation: ReferenceOperation; origin: string; apiKey: string }) {
  const [language, setLanguage] = useState<ExampleLanguage>('curl')
  const name = `${operation.method.toUpperCase()} ${operation.path}`
  const text = example(language, callParts(origin, operation, apiKey))
  return (
    <details className="rounded-box border-base-300 border" data-operation={name}>
      <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-2 gap-y-1 p-3">
        <span className={`badge badge-sm font-mono ${methodColor[operation.method] ?? 'badge-ghost'}`}>
          {operation.method.toUpperCase()}
        </span>
        <code className="text-sm break-all">{operation.path}</code>
        <span className="text-base-content/70 min-w-0 text-sm">{operation.summary}</span>
      </summary>
      <div className="space-y-3 px-3 pb-3">
        <FieldList fields={operation.fields} />
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">{m.api_ref_examples()}</span>
          <div className="join" role="group" aria-label={m.api_ref_examples()}>
            {exampleLanguages.map((each) => (
              <button
                key={each}
                type="button"
                className={`join-item btn btn-xs ${each === language ? 'btn-active btn-neutral' : ''}`}
                aria-pressed={each === language}
                onClick={() => setLanguage(each)}
              >
                {languageName[each]}
              </button>
            ))}
          </div>
          <CopyButton text={text} label={m.api_ref_copy_example()} />
        </div>
        <pre className="bg-base-200 rounded-box overflow-x-auto p-3 text-xs" data-testid="example">
          {text}
        </pre>
      </div>
    </details>
  )
}
