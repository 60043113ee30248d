import type { ReferenceOperation } from '@proxy-portal/worker/contract/api-reference'
import { OperationCard } from './operation-card'

/** Calls grouped by their family (the document's tag), in the document's order. */
export function ReferenceList({ operations, origin, apiKey }: { operations: ReferenceOperation[]; origin: string; apiKey: string }) {
  const families = new Map<string, ReferenceOperation[]>()
  for (const operation of operations) families.set(operation.tag, [...(families.get(operation.tag) ?? []), operation])
  return (
    <div className="space-y-4">
      {[...families].map(([family, calls]) => (
        <section key={family} className="space-y-2">
          <h3 className="font-mono text-sm font-semibold">{family}</h3>
          {calls.map((operation) => (
            <OperationCard key={`${operation.method} ${operation.path}`} operation={operation} origin={origin} apiKey={apiKey} />
          ))}
        </section>
      ))}
    </div>
  )
}
