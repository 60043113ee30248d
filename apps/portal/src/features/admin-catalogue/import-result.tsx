import type { ImportProxiesAnswer, ProxyLineProblem } from '@proxy-portal/worker/contract/inventory'
import { m } from '../../paraglide/messages'

const problemText: Record<ProxyLineProblem, () => string> = {
  format: m.inventory_problem_format,
  host: m.inventory_problem_host,
  port: m.inventory_problem_port,
  scheme: m.inventory_problem_scheme,
  credentials: m.inventory_problem_credentials,
}

/** What a check or an import of a list found: bad lines by number, duplicates skipped, how many go in. */
export function ImportResult({ answer }: { answer: ImportProxiesAnswer }) {
  return (
    <div className="space-y-2" data-testid="import-result">
      {answer.errors.length > 0 ? (
        <div role="alert" className="alert alert-error alert-soft block text-sm">
          <p className="font-semibold">{m.inventory_import_has_errors({ count: answer.errors.length })}</p>
          <ul className="mt-1 list-inside list-disc">
            {answer.errors.map((error) => (
              <li key={error.line}>{m.inventory_line_problem({ line: error.line, problem: problemText[error.message]() })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <div role="status" className="alert alert-success alert-soft text-sm">
          {answer.dryRun ? m.inventory_import_would({ count: answer.imported }) : m.inventory_import_done({ count: answer.imported })}
        </div>
      )}
      {answer.duplicates.length > 0 && (
        <div className="alert alert-warning alert-soft block text-sm">
          <p className="font-semibold">{m.inventory_import_duplicates({ count: answer.duplicates.length })}</p>
          <ul className="mt-1 list-inside list-disc">
            {answer.duplicates.map((duplicate) => (
              <li key={duplicate.line}>{m.inventory_line_duplicate({ line: duplicate.line, address: duplicate.address })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
