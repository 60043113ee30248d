import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page-header'
import { usePublicSettings } from '../../features/settings/public-settings-query'
import { videoEmbedUrl } from '../../features/support/video-embed'
import { pageTitle } from '../../lib/page-title'
import { m } from '../../paraglide/messages'

export const Route = createFileRoute('/_app/tutorial')({
  head: () => pageTitle(m.page_tutorial_title()),
  component: TutorialPage,
})

const steps = [m.tutorial_step_register, m.tutorial_step_topup, m.tutorial_step_buy, m.tutorial_step_use]

function TutorialPage() {
  const { tutorialVideo } = usePublicSettings()
  return (
    <>
      <PageHeader title={m.page_tutorial_title()} description={m.page_tutorial_intro()} />
      {tutorialVideo ? (
        <div className="aspect-video w-full max-w-4xl overflow-hidden rounded-xl shadow">
          <iframe
            className="h-full w-full"
            src={videoEmbedUrl(tutorialVideo.url)}
            title={m.tutorial_video_title()}
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : (
        <p className="alert">{m.tutorial_not_configured()}</p>
      )}
      <ol className="steps steps-vertical lg:steps-horizontal mt-8 w-full max-w-4xl">
        {steps.map((step) => (
          <li key={step()} className="step step-primary">
            {step()}
          </li>
        ))}
      </ol>
    </>
  )
}
