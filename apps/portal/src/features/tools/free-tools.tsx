import { m } from '../../paraglide/messages'
import { LineToolsCard } from './line-tools-card'
import { MyIpCard } from './my-ip-card'
import { PasswordGenerator } from './password-generator'
import { ProxyConverter } from './proxy-converter'

/** /tools/freeTools: the everyday tools of a proxy customer, all working in the browser. */
export function FreeTools() {
  return (
    <div className="space-y-6">
      <ProxyConverter />
      <MyIpCard />
      <div className="grid gap-6 xl:grid-cols-2">
        <LineToolsCard />
        <PasswordGenerator />
      </div>
      <p className="text-base-content/60 text-sm">{m.tools_local_note()}</p>
    </div>
  )
}
