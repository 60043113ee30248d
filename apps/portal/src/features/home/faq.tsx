import { m } from '../../paraglide/messages'

const questions = [
  { q: m.home_faq_currency_q, a: m.home_faq_currency_a },
  { q: m.home_faq_bank_q, a: m.home_faq_bank_a },
  { q: m.home_faq_expiry_q, a: m.home_faq_expiry_a },
  { q: m.home_faq_refund_q, a: m.home_faq_refund_a },
  { q: m.home_faq_protocol_q, a: m.home_faq_protocol_a },
]

export function Faq() {
  return (
    <section className="mx-auto max-w-3xl py-12">
      <h2 className="text-center text-3xl font-bold">{m.home_faq_title()}</h2>
      <div className="mt-8 space-y-2">
        {questions.map(({ q, a }) => (
          <details key={q()} className="collapse-arrow bg-base-200 collapse">
            <summary className="collapse-title font-semibold">{q()}</summary>
            <div className="collapse-content">
              <p>{a()}</p>
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
