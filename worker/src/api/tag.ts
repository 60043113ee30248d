import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { TagInput, TagView } from '../contract/bought-proxies'
import { listResult } from '../contract/list'
import { countTags, createTag, deleteTag, listTags, MAX_TAGS, renameTag } from '../tags/tag-store'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { ApiError, errorResponse } from './errors'
import { unwrapResult } from './results'
import { signedIn } from './session'
import { validate } from './validation'

const IdParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64, 'tooLong')) })

/** The cap is a limit on the input, answered as validation of the name (the insert holds it under races too). */
const roomForOneMore = createMiddleware<ApiEnv>(async (c, next) => {
  if ((await countTags(c.get('db'), c.get('auth').user.id)) >= MAX_TAGS) {
    return errorResponse(c, 'INVALID_INPUT', [{ path: 'name', message: 'tooLong' }])
  }
  await next()
})

/** The customer's tags for their proxies (spec section 7, Tag); names unique per customer, at most 100. */
export const tag = new Hono<ApiEnv>()
  .get(
    '/list',
    describe('tag', 'The user tags, names sorted, each with how many proxies carry it', listResult(TagView), 'api-key'),
    signedIn({ apiKey: true }),
    async (c) => {
      const data = await listTags(c.get('db'), c.get('auth').user.id)
      return c.json({ data, total: data.length }, 200)
    },
  )
  .post(
    '/create',
    describe('tag', `A new tag; the name is trimmed and unique per user (at most ${MAX_TAGS} tags)`, TagView, 'signed-in'),
    signedIn(),
    validate('json', TagInput),
    roomForOneMore,
    async (c) => {
      const created = await createTag(c.get('db'), c.get('auth').user.id, c.req.valid('json').name, c.get('now'))
      if (!created.ok && created.code === 'tooMany') throw new ApiError('INVALID_INPUT')
      return c.json(unwrapResult(created), 200)
    },
  )
  .put(
    '/update/:id',
    describe('tag', 'Rename a tag', TagView, 'signed-in'),
    signedIn(),
    validate('param', IdParam),
    validate('json', TagInput),
    async (c) => {
      const renamed = await renameTag(c.get('db'), c.get('auth').user.id, c.req.valid('param').id, c.req.valid('json').name, c.get('now'))
      return c.json(unwrapResult(renamed), 200)
    },
  )
  .delete(
    '/delete/:id',
    describe('tag', 'Delete a tag; its proxies become untagged', v.object({ deleted: v.literal(true) }), 'signed-in'),
    signedIn(),
    validate('param', IdParam),
    async (c) => c.json(unwrapResult(await deleteTag(c.get('db'), c.get('auth').user.id, c.req.valid('param').id, c.get('now'))), 200),
  )
