import { useQuery } from '@tanstack/react-query'
import { CopyButton } from '../../components/ui/copy-button'
import { myIpQuery } from '../../lib/my-ip-query'
import { m } from '../../paraglide/messages'
import { ToolSection } from './tool-section'

/** 'My IP': the address the portal sees this browser come from (what to put in a proxy's auth IPs). */
export function MyIpCard() {
  const { data, isError, refetch, isFetching } = useQuery(myIpQuery)
  return (
    <ToolSection id="my-ip" title={m.tools_my_ip_title()} intro={m.tools_my_ip_intro()}>
      <div className="flex flex-wrap items-center gap-3" data-testid="my-ip">
        {data?.ip ? (
          <>
            <code className="text-lg font-semibold">{data.ip}</code>
            {data.countryCode && <span className="badge badge-ghost">{data.countryCode}</span>}
            <CopyButton text={data.ip} />
          </>
        ) : (
          <span className="text-base-content/70">{isError ? m.tools_my_ip_failed() : data ? m.tools_my_ip_unknown() : '…'}</span>
        )}
        <button type="button" className="btn btn-sm btn-ghost" disabled={isFetching} onClick={() => void refetch()}>
          {m.tools_my_ip_refresh()}
        </button>
      </div>
    </ToolSection>
  )
}
