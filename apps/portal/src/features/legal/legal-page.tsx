export type LegalSection = { title: () => string; paragraphs: (() => string)[] }

/** A policy or help page: a title, then numbered sections of paragraphs. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <article className="prose-sm mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-base-content/70 mt-2">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.title()} className="mt-8">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.title()}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph()} className="mt-3 leading-relaxed">
              {paragraph()}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
