import { Hono } from 'hono'
import * as v from 'valibot'
import { createSubServer, deleteSubServer, listSubServers, updateSubServer } from '../catalogue/sub-servers'
import { Done } from '../contract/auth'
import { IdParam } from '../contract/catalogue-admin'
import { CreateSubServerInput, NodeKeyAnswer, SubServerView, UpdateSubServerInput } from '../contract/inventory'
import { issueNodeKey, revokeNodeKey } from '../nodes/node-keys'
import type { ApiEnv } from './context'
import { describe } from './describe'
import { unwrapResult } from './results'
import { adminOnly, signedIn } from './session'
import { validate } from './validation'

/** Proxy nodes (the spec's sub-servers), admins only. Their proxies: sub-server-proxies.ts. */
export const subServer = new Hono<ApiEnv>()
  .get(
    '/list',
    describe(
      'sub-server',
      'Proxy nodes with their key, their last heartbeat and their proxies counted by status',
      v.array(SubServerView),
      'admin',
    ),
    signedIn(),
    adminOnly,
    async (c) => c.json(await listSubServers(c.get('db'), c.get('now')), 200),
  )
  .post(
    '/create',
    describe('sub-server', 'Add a proxy node (SUB_SERVER_ALREADY_EXISTS for a name in use)', SubServerView, 'admin'),
    signedIn(),
    adminOnly,
    validate('json', CreateSubServerInput),
    async (c) => c.json(unwrapResult(await createSubServer(c.get('db'), c.req.valid('json'), c.get('now'))), 200),
  )
  .put(
    '/update/:id',
    describe('sub-server', 'Change a proxy node; turning it off takes its free proxies out of sale', SubServerView, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    validate('json', UpdateSubServerInput),
    async (c) => c.json(unwrapResult(await updateSubServer(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('now'))), 200),
  )
  .post(
    '/issue-key/:id',
    describe('sub-server', "A new key for the node's program, shown this once; the previous key stops working", NodeKeyAnswer, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    async (c) => c.json(unwrapResult(await issueNodeKey(c.get('db'), c.req.valid('param').id, c.get('now'))), 200),
  )
  .delete(
    '/revoke-key/:id',
    describe('sub-server', "Revoke the node's key: its program's calls are refused", Done, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    async (c) => c.json(unwrapResult(await revokeNodeKey(c.get('db'), c.req.valid('param').id, c.get('now'))), 200),
  )
  .delete(
    '/delete/:id',
    describe('sub-server', 'Delete a proxy node and its proxies; SUB_SERVER_IN_USE while any was ever sold', Done, 'admin'),
    signedIn(),
    adminOnly,
    validate('param', IdParam),
    async (c) => c.json(unwrapResult(await deleteSubServer(c.get('db'), c.req.valid('param').id)), 200),
  )
