import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page-header'
import { m } from '../../paraglide/messages'
import { TopupResult } from './topup-result'

/**
 * Where Perfect Money sends the buyer back (paid or not). Only its status call, with V2_HASH checked,
 * credits; this page shows the top-up as the server has it.
 */
export function PerfectMoneyReturn({ title, intro, topupId }: { title: string; intro: string; topupId?: string }) {
  return (
    <>
      <PageHeader title={title} description={intro} />
      {topupId && <TopupResult id={topupId} params={{}} />}
      <Link to="/topup/{-$id}" params={{}} className="btn btn-primary">
        {m.action_back_to_topup()}
      </Link>
    </>
  )
}
