import type { PackageView } from '@proxy-portal/worker/contract/catalogue'
import { formatXu } from '@proxy-portal/worker/contract/money'
import { useQuery } from '@tanstack/react-query'
import { QuoteDialog } from '../../components/ui/quote-dialog'
import { countryName, periodText } from '../../lib/labels'
import { packageName } from '../../lib/package-texts'
import { m } from '../../paraglide/messages'
import { packageQuoteQuery } from './catalogue-queries'
import { usePurchase } from './use-purchase'

/**
 * Buying a ready-made package: the server's quote first, at the package's price with its live stock
 * and the balance; what is short (its country's stock, the balance with a way to top up) shows and
 * the confirm waits until it can be sold (issue 15). The outcome shows in the order result dialog.
 */
export function PackageBuyDialog({ pack, onClose }: { pack: PackageView; onClose: () => void }) {
  const { buy, busy } = usePurchase()
  // client-only: asked when the customer opens this dialog, with the stock and balance of then.
  const quoted = useQuery(packageQuoteQuery(pack._id))
  const confirm = async () => {
    await buy({ kind: 'package', packageId: pack._id })
    onClose()
  }
  return (
    <QuoteDialog
      name="package-quote"
      title={m.buy_confirm_title()}
      quote={quoted.data}
      error={quoted.error}
      text={(quote) =>
        m.buy_package_confirm_text({
          name: packageName(pack),
          amount: pack.amount,
          country: countryName(pack.countryCode),
          period: periodText(pack.periodUnit, pack.periodCount),
          price: formatXu(quote.totalPrice, m.currency_unit()),
        })
      }
      confirmLabel={m.buy_confirm_yes()}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  )
}
