import type { OpenAPIV3_1 } from 'openapi-types'
import { escapeHtml } from '../html'

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`

function operationHtml(method: string, path: string, op: OpenAPIV3_1.OperationObject): string {
  const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined
  const responses = Object.entries(op.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][]
  return `<section class="op" id="${escapeHtml(`${method}-${path}`)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  ${op.summary ? `<p>${escapeHtml(op.summary)}</p>` : ''}
  ${params.length ? `<h4>Parameters</h4><ul>${params.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})</li>`).join('')}</ul>` : ''}
  ${body ? `<h4>Body</h4>${json(body.content?.['application/json']?.schema ?? body)}` : ''}
  <h4>Responses</h4>
  ${responses.map(([status, r]) => `<details><summary><b>${escapeHtml(status)}</b> ${escapeHtml(r.description ?? '')}</summary>${r.content ? json(r.content['application/json']?.schema) : ''}</details>`).join('')}
</section>`
}

/** A readable, self-contained reference page (no outside scripts) built from the OpenAPI document. */
export function renderDocsPage(spec: OpenAPIV3_1.Document): string {
  const ops: string[] = []
  const toc: string[] = []
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue
      ops.push(operationHtml(method, path, op as OpenAPIV3_1.OperationObject))
      toc.push(`<li><a href="#${escapeHtml(`${method}-${path}`)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`)
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(spec.info.title)} ${escapeHtml(spec.info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}
pre{background:#f3f4f6;padding:.75rem;overflow:auto;border-radius:6px;font-size:13px}
.op{border-top:1px solid #e5e7eb;padding:1rem 0}.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.patch{background:#7c3aed}.delete{background:#dc2626}</style></head>
<body><h1>${escapeHtml(spec.info.title)} <small>${escapeHtml(spec.info.version)}</small></h1>
<p>${escapeHtml(spec.info.description ?? '')}</p><p><a href="/api/openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(spec.openapi)})</p>
<h2>Operations</h2><ul>${toc.join('')}</ul>${ops.join('\n')}
<h2>Error envelope</h2>${json(spec.components?.responses?.Error)}
</body></html>`
}
