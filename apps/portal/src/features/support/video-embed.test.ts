import { describe, expect, it } from 'vitest'
import { videoEmbedUrl } from './video-embed'

describe('videoEmbedUrl', () => {
  it('embeds YouTube watch and short links without tracking cookies', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
    expect(videoEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
  })

  it('uses other addresses as given', () => {
    expect(videoEmbedUrl('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1')
    expect(videoEmbedUrl('https://www.youtube.com/embed/xyz')).toBe('https://www.youtube.com/embed/xyz')
  })
})
